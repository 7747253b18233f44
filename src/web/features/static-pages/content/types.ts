/**
 * The shape of a static page's content (one typed module per page in this folder): the words
 * live here, the components only lay them out.
 */

/** A list item: plain text, or a term in bold followed by its explanation. */
export type ListItem = string | { term: string; text: string };

/** A paragraph, a bulleted list or a numbered list. */
export type ContentBlock = string | { list: ListItem[] } | { steps: ListItem[] };

export type ContentSection = {
  /** The section's heading (h2); its anchor id is derived from it. */
  title: string;
  blocks: ContentBlock[];
};

export type PageContent = {
  /** The route, spelt as in the spec: the canonical link and the sitemap use it. */
  path: string;
  /** The h1 and the document title. */
  title: string;
  /** The meta description (about 150 characters). */
  description: string;
  /** The lead paragraph under the heading. */
  intro: string;
  sections: ContentSection[];
  /** 'Last updated …' under the heading (legal pages). */
  updated?: string;
  /** A table of contents of the sections (long legal pages). */
  toc?: boolean;
  /** A closing link to the next page to read. */
  more?: { to: string; label: string };
};

/** One question and answer of the FAQs. */
export type Faq = { question: string; answer: string };
export type FaqGroup = { title: string; items: Faq[] };

/** The anchor id of a section title: 'How we use it' → 'how-we-use-it'. */
export const sectionId = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
