import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';

import { SearchInput } from '../../../components/search-input/search-input.tsx';
import { sectionId, type Faq, type FaqGroup } from '../content/types.ts';

/** The questions of `groups` that contain every word of `query` (question or answer). */
export function filterFaqs(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (faq: Faq) => {
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return groups
    .map((group) => ({ ...group, items: group.items.filter(matches) }))
    .filter((group) => group.items.length > 0);
}

function countLabel(count: number, query: string): string {
  if (!query.trim()) return `${count} questions`;
  if (count === 0) return `No questions match “${query.trim()}”. Try another word, or contact us.`;
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query.trim()}”`;
}

/** The FAQs: a search box that filters the questions, then an accordion per group. */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = filterFaqs(groups, deferred);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <SearchInput
          label="Search the FAQs"
          placeholder="e.g. review, cancel, password"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          size="md"
        />
        <Text size="sm" c="dimmed" role="status">
          {countLabel(count, deferred)}
        </Text>
      </Stack>
      {shown.map((group) => (
        <Stack
          key={group.title}
          gap="sm"
          component="section"
          aria-labelledby={sectionId(group.title)}
        >
          <Title order={2} size="h3" id={sectionId(group.title)}>
            {group.title}
          </Title>
          <Accordion variant="separated" radius="md" multiple>
            {group.items.map((item) => (
              <Accordion.Item key={item.question} value={item.question}>
                <Accordion.Control>
                  <Text fw={600}>{item.question}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text lh={1.65}>{item.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
