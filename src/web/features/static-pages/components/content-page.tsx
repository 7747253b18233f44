import { Anchor, Grid, List, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { StaticPage } from '../../../components/static-page/static-page.tsx';
import { sectionId, type PageContent } from '../content/types.ts';
import { ContentSections } from './content-blocks.tsx';

/** 'On this page': links to the sections of a long page. */
function TableOfContents({ content }: { content: PageContent }) {
  return (
    <Paper component="nav" aria-label="On this page" withBorder radius="md" p="md" bg="gray.0">
      <Text fw={700} mb="xs">
        On this page
      </Text>
      <List spacing={4} size="sm" listStyleType="none">
        {content.sections.map(({ title }) => (
          <List.Item key={title}>
            <Anchor href={`#${sectionId(title)}`} size="sm">
              {title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * A static page from its content module: heading, 'Last updated', intro, table of contents,
 * sections, closing link. `children` (a form, the FAQ list) come before the sections, or beside
 * them on wide screens with `beside`.
 */
export function ContentPage({
  content,
  children,
  beside = false,
}: {
  content: PageContent;
  children?: ReactNode;
  beside?: boolean;
}) {
  const sections = <ContentSections sections={content.sections} />;
  return (
    <StaticPage
      title={content.title}
      description={content.description}
      canonical={content.path}
      intro={content.intro}
      updated={content.updated}
      more={content.more}
      size={beside ? 'lg' : 'md'}
    >
      {content.toc ? <TableOfContents content={content} /> : null}
      {beside ? (
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>{children}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg" component="aside">
              {sections}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <>
          {children}
          {sections}
        </>
      )}
    </StaticPage>
  );
}
