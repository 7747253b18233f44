import { Center, Pagination } from '@mantine/core';

import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';

/** Where a paged list is: its total, the page shown, the page size, and how to change page. */
export type Paging = {
  total: number;
  page: number;
  perPage?: number | undefined;
  onChange: (page: number) => void;
};

/** Pages of a list; hidden when everything fits on one page. */
export function ListPagination({ total, page, perPage = PAGE_SIZE_DEFAULT, onChange }: Paging) {
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Center mt="lg">
      <Pagination
        total={Math.min(pages, 10_000)}
        value={Math.min(page, pages)}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({
          'aria-label':
            control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
        })}
        siblings={1}
        boundaries={1}
      />
    </Center>
  );
}
