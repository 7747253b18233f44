import { Box, Button, Collapse, Drawer, Grid, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { PageHeading } from './browse-page.tsx';

/** The phone's "Filters" button and its drawer (focus trapped, Escape closes, labelled). */
function FiltersDrawer({
  activeCount,
  panel,
}: {
  activeCount: number;
  panel: (close: () => void) => ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title="Filters"
        position="bottom"
        size="90%"
        closeButtonProps={{ 'aria-label': 'Close filters' }}
      >
        {panel(close)}
      </Drawer>
    </>
  );
}

/** The phone's collapsed category list (a disclosure); its content is built only when open. */
function CategoryDisclosure({ children }: { children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Box>
      <Button
        variant="subtle"
        px={0}
        onClick={toggle}
        aria-expanded={opened}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden="true"
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        Browse categories
      </Button>
      <Collapse expanded={opened}>{opened ? children : null}</Collapse>
    </Box>
  );
}

export type RefineLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The filter panel; `phone` builds the drawer's copy, `close` closes the drawer. */
  panel: (mode: { phone: boolean; close: () => void }) => ReactNode;
  /** How many filters are on (the phone button says so). */
  activeCount: number;
  /** The sort (beside the Filters button on phones). */
  sort: ReactNode;
  /** The free-text box (wider screens; phones have it in the drawer). */
  search?: ReactNode;
  chips: ReactNode;
  count: ReactNode;
  results: ReactNode;
  /** The category columns (collapsed on phones, after the results). */
  categories?: (() => ReactNode) | undefined;
  aside?: ReactNode;
};

const noop = () => undefined;

/**
 * The frame of the search and list pages (issue 24 §5, decision 119). Wide screens: the filter
 * panel on the left, the categories, search box, sort, chips, count and results in the middle,
 * the ad on the right. Phones (below `md`): heading, a row with "Filters" (a drawer) and the
 * sort, the chips and count, then the results first; the categories collapsed after them.
 */
export function RefineLayout(props: RefineLayoutProps) {
  const { title, subtitle, panel, activeCount, sort, search, chips, count, results } = props;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        {panel({ phone: false, close: noop })}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: props.aside ? 7 : 9 }}>
        <Stack gap="md">
          <PageHeading title={title} subtitle={subtitle} />
          {props.categories ? <Box visibleFrom="md">{props.categories()}</Box> : null}
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <Box hiddenFrom="md">
              <FiltersDrawer
                activeCount={activeCount}
                panel={(close) => panel({ phone: true, close })}
              />
            </Box>
            {search ? (
              <Box visibleFrom="md" style={{ flex: 1 }}>
                {search}
              </Box>
            ) : null}
            <Box style={{ marginLeft: 'auto' }}>{sort}</Box>
          </Group>
          {chips}
          {/* The count heads the results (the cards' titles are h3). */}
          <div aria-live="polite">
            {count ? (
              <Title order={2} size="h5" fw={600}>
                {count}
              </Title>
            ) : null}
          </div>
          {results}
          {props.categories ? (
            <Box hiddenFrom="md">
              <CategoryDisclosure>{props.categories()}</CategoryDisclosure>
            </Box>
          ) : null}
        </Stack>
      </Grid.Col>
      {props.aside ? <Grid.Col span={{ base: 12, md: 2 }}>{props.aside}</Grid.Col> : null}
    </Grid>
  );
}
