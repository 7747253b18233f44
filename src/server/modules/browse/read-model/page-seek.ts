/**
 * Keyset pagination behind page numbers (decision 082). The API keeps `page`; the app remembers
 * the sort key of the last row of each page it served (per list and page size), so a later page
 * starts after the nearest known key (an index range) instead of skipping every row before it
 * with OFFSET. A jump to a deep page never served still skips with OFFSET, over the index only.
 */

/** Up to this many rows are skipped with OFFSET rather than looking for a known key. */
export const SEEK_FROM_ROWS = 240;
/** Lists (filters + order + page size) remembered, and known pages per list. */
const MAX_LISTS = 2000;
const MAX_PAGES_PER_LIST = 500;

export class PageSeek {
  private readonly lists = new Map<string, Map<number, string>>();

  /** Where to start page `page`: after a known key, skipping `skip` rows; or null (OFFSET). */
  plan(list: string, page: number, perPage: number): { after: string; skip: number } | null {
    if ((page - 1) * perPage <= SEEK_FROM_ROWS) return null;
    const pages = this.lists.get(list);
    if (!pages) return null;
    let best = 0;
    for (const known of pages.keys()) if (known < page && known > best) best = known;
    const after = best > 0 ? pages.get(best) : undefined;
    if (after === undefined) return null;
    const skip = (page - 1 - best) * perPage;
    // Seeking from far behind would skip as many rows as OFFSET does.
    return skip <= (page - 1) * perPage - SEEK_FROM_ROWS ? { after, skip } : null;
  }

  /** The sort key of the last row of a full page just served. */
  remember(list: string, page: number, lastKey: string): void {
    let pages = this.lists.get(list);
    if (!pages) {
      if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
      pages = new Map();
      this.lists.set(list, pages);
    }
    if (pages.size >= MAX_PAGES_PER_LIST && !pages.has(page)) {
      pages.delete(pages.keys().next().value!);
    }
    pages.set(page, lastKey);
  }

  /** A change to services moves rows between pages: forget every key. */
  clear(): void {
    this.lists.clear();
  }
}
