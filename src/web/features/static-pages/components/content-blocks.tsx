import { Anchor, List, Text } from '@mantine/core';

import {
  sectionId,
  type ContentBlock,
  type ContentSection,
  type ListItem,
} from '../content/types.ts';
import { StaticSection } from '../../../components/static-page/static-page.tsx';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** The text with each email address as a mailto link. */
function Linked({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <Anchor key={index} href={`mailto:${part}`}>
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string')
    return (
      <List.Item>
        <Linked text={item} />
      </List.Item>
    );
  return (
    <List.Item>
      <Text span fw={700}>
        {item.term}:
      </Text>{' '}
      <Linked text={item.text} />
    </List.Item>
  );
}

/** A paragraph, a bulleted list or a numbered list. */
function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string')
    return (
      <Text lh={1.65}>
        <Linked text={block} />
      </Text>
    );
  const ordered = 'steps' in block;
  const items = ordered ? block.steps : block.list;
  return (
    <List type={ordered ? 'ordered' : 'unordered'} spacing={8} lh={1.6} withPadding>
      {items.map((item) => (
        <Item key={typeof item === 'string' ? item : item.term} item={item} />
      ))}
    </List>
  );
}

/** The sections of a page's content, each a titled section with an anchor id. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return sections.map((section) => (
    <StaticSection key={section.title} title={section.title} id={sectionId(section.title)}>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </StaticSection>
  ));
}
