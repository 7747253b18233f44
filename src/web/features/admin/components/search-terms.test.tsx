import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminCategory } from '#shared/api/admin.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const plumbing: AdminCategory = {
  id: 2,
  name: 'Plumbing & Gas',
  slug: 'plumbing-and-gas',
  position: 0,
  is_active: true,
  services: 4,
  sub_categories: [
    {
      id: 7,
      category_id: 2,
      name: 'Plumbers',
      slug: 'plumbers',
      position: 0,
      is_active: true,
      services: 4,
    },
  ],
};

describe('admin catalogue: everyday words', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists a sub category’s words, adds one, removes one and shows a refusal', async () => {
    let terms = [
      { id: 11, term: 'leaky tap', sub_category_id: 7 },
      { id: 12, term: 'plumber', sub_category_id: 7 },
    ];
    const spy = stubFetch({
      '/api/admin/catalogue': { success: true, categories: [plumbing] },
      '/api/admin/sub-categories/7/search-terms': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return { success: true, terms };
        const { term } = JSON.parse(init.body as string) as { term: string };
        if (term === 'sparky')
          return httpError(409, '"sparky" already leads to Electricians: remove it there first');
        terms = [...terms, { id: 13, term, sub_category_id: 7 }];
        return { success: true, message: 'The word was added' };
      },
      '/api/admin/search-terms/11': () => {
        terms = terms.filter((t) => t.id !== 11);
        return { success: true, message: 'The word was removed' };
      },
    });
    logIn(sampleUsers.admin);
    renderApp('/admin/catalogue');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Everyday words for Plumbers' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Everyday words for Plumbers' });
    const list = await within(dialog).findByRole('list', { name: 'Everyday words for Plumbers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['leaky tap', 'plumber']);

    const field = within(dialog).getByLabelText(/New everyday word/);
    await userEvent.type(field, '  dunny ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('The word was added')).toBeInTheDocument();
    expect(await within(dialog).findByText('dunny')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(bodiesSentTo(spy, '/api/admin/sub-categories/7/search-terms')).toContainEqual({
      term: 'dunny',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove leaky tap' }));
    expect(await screen.findByText('The word was removed')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('leaky tap')).not.toBeInTheDocument());

    await userEvent.type(field, 'sparky');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));
    expect(
      await screen.findByText('"sparky" already leads to Electricians: remove it there first'),
    ).toBeInTheDocument();
    // Refused: the text stays for the admin to change.
    expect(field).toHaveValue('sparky');
  });
});
