import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Image,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { paths } from '#shared/pages.ts';

import notFoundImage from '../../assets/not-found.svg';
import { useCategoryList } from '../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { MessagePage } from '../message-page/message-page.tsx';
import { QueryInput } from '../search-input/query-input.tsx';
import disclosure from '../disclosure/phone-disclosure.module.css';
import classes from './not-found.module.css';

/** The not-found page: an illustration and 'Go to home' (spec section 2), then a way on: the
 * search and the categories (issue 24 §6). */
export function NotFoundView() {
  usePageMeta('Page not found', 'The page you were looking for is not on Kiwi Services.', null, {
    status: 404,
    noindex: true,
  });
  useNoIndex();
  return (
    <MessagePage
      py={48}
      media={
        <Image
          src={notFoundImage}
          alt="A lost kiwi bird next to a 404 signpost"
          w="100%"
          maw={420}
          h="auto"
        />
      }
      title="Page not found"
      text="Sorry, we could not find the page you were looking for. It may have moved, or the link may be wrong."
    >
      <NotFoundWaysOn />
    </MessagePage>
  );
}

/**
 * A search box leading to /search-services?q=…, and the categories with their sub categories as
 * links: on a phone each category is a closed disclosure, wider screens show them open (CSS).
 */
function NotFoundWaysOn() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { data } = useCategoryList();
  const subs = (data?.subCategory ?? []).filter((s) => s.status === 'active');
  const categories = (data?.categories ?? []).filter(
    (c) => c.status === 'active' && subs.some((s) => s.category_id === c.id),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `${paths.searchServices}?${new URLSearchParams({ q })}` : paths.allServices);
  };
  return (
    <Container size="sm" px={0} w="100%">
      <form role="search" aria-label="Search services" onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <QueryInput
            label="Find a service instead"
            placeholder="e.g. plumber, leaky tap, sparky"
            value={text}
            onText={setText}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1 }}
            ta="left"
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {categories.length > 0 ? (
        <Box component="nav" aria-labelledby="not-found-categories" mt="xl" ta="left">
          <Title order={2} size="h4" id="not-found-categories" mb="sm">
            Or browse the categories
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
            {categories.map((c) => (
              <details key={c.id} className={`${disclosure.disclosure} ${classes.category}`}>
                <summary className={`${disclosure.summary} ${classes.summary}`}>
                  <Text span fw={700} size="sm">
                    {c.name}
                  </Text>
                </summary>
                <ul className={classes.links}>
                  {subs
                    .filter((s) => s.category_id === c.id)
                    .map((s) => (
                      <li key={s.id}>
                        <Anchor
                          component={Link}
                          to={paths.serviceListDetails(s.slug)}
                          size="sm"
                          className="ks-list-link"
                        >
                          {s.name}
                        </Anchor>
                      </li>
                    ))}
                </ul>
              </details>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </Container>
  );
}

/** Asks search engines not to index the page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
