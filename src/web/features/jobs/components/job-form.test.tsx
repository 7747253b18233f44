import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sampleJob } from '../../../app/testing/job-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { TEXTS } from '../lib/texts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const posted = { success: true, message: 'Your job is posted.', job: sampleJob };

function stubJobs() {
  return stubFetch({
    '/api/jobs': (_url: URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? posted
        : { success: true, jobs: [], total: 0, page: 1, per_page: 24 },
  });
}

const form = () => screen.findByRole('form', { name: TEXTS.newTitle });

describe('/jobs/new', () => {
  it('labels every field and says what to fix, focusing the first field in error', async () => {
    logIn(sampleUsers.customer);
    const spy = stubJobs();
    const user = userEvent.setup();
    renderApp('/jobs/new');
    const f = await form();
    for (const label of [TEXTS.subCategory, TEXTS.city, TEXTS.suburb]) {
      expect(within(f).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(within(f).getByRole('textbox', { name: TEXTS.title })).toBeInTheDocument();
    expect(within(f).getByRole('textbox', { name: TEXTS.description })).toBeInTheDocument();
    expect(within(f).getByRole('radiogroup', { name: TEXTS.timing })).toBeInTheDocument();
    expect(within(f).getByText(TEXTS.photos)).toBeInTheDocument();

    await user.type(within(f).getByRole('textbox', { name: TEXTS.title }), 'Fix');
    await user.type(within(f).getByRole('textbox', { name: TEXTS.description }), 'Too short');
    await user.click(within(f).getByRole('button', { name: TEXTS.post }));

    expect(await within(f).findByText(TEXTS.errors.subCategory)).toBeInTheDocument();
    expect(within(f).getByText(TEXTS.errors.city)).toBeInTheDocument();
    expect(within(f).getByText(TEXTS.errors.suburb)).toBeInTheDocument();
    expect(within(f).getByText(TEXTS.errors.titleShort)).toBeInTheDocument();
    expect(within(f).getByText(TEXTS.errors.descriptionShort)).toBeInTheDocument();
    expect(within(f).getByText(TEXTS.errors.timing)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(f).getByRole('combobox', { name: TEXTS.subCategory })).toHaveFocus(),
    );
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for the date when the timing is a date, and refuses a past one', async () => {
    logIn(sampleUsers.customer);
    stubJobs();
    const user = userEvent.setup();
    renderApp('/jobs/new');
    const f = await form();
    expect(within(f).queryByLabelText(TEXTS.startDate)).not.toBeInTheDocument();
    await user.click(within(f).getByRole('radio', { name: 'On a date' }));
    await user.click(within(f).getByRole('button', { name: TEXTS.post }));
    expect(await within(f).findByText(TEXTS.errors.startDate)).toBeInTheDocument();
    await user.type(within(f).getByLabelText(/^Date/), '2020-01-01');
    await user.click(within(f).getByRole('button', { name: TEXTS.post }));
    expect(await within(f).findByText(TEXTS.errors.startDatePast)).toBeInTheDocument();
  });

  it('starts from the query (sub, city, suburb), posts multipart with the pre-invited service and opens the job', async () => {
    logIn(sampleUsers.customer);
    const spy = stubJobs();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/jobs/new?sub=house-cleaning&city=Christchurch&suburb=Addington&service=5',
    );
    const f = await form();
    expect(within(f).getByRole('combobox', { name: TEXTS.subCategory })).toHaveValue(
      'House Cleaning',
    );
    expect(within(f).getByRole('combobox', { name: TEXTS.city })).toHaveValue('Christchurch');
    expect(within(f).getByRole('combobox', { name: TEXTS.suburb })).toHaveValue('Addington');
    expect(screen.getByText(TEXTS.preInvited)).toBeInTheDocument();

    await user.type(within(f).getByRole('textbox', { name: TEXTS.title }), sampleJob.title);
    await user.type(
      within(f).getByRole('textbox', { name: TEXTS.description }),
      sampleJob.description,
    );
    await user.click(within(f).getByRole('radio', { name: 'Within 2 weeks' }));
    await user.click(within(f).getByRole('button', { name: TEXTS.post }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/40'));
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      subCategory_id: '1',
      city: 'Christchurch',
      suburb: 'Addington',
      title: sampleJob.title,
      description: sampleJob.description,
      timing: 'two_weeks',
      service_id: '5',
    });
  });

  it('previews the chosen photos before posting, each with its own Remove; a second pick adds', async () => {
    logIn(sampleUsers.customer);
    stubJobs();
    const user = userEvent.setup();
    renderApp('/jobs/new');
    const f = await form();
    const input = f.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await user.upload(input, [png('tap.png')]);
    await user.upload(input, [png('leak.png')]);
    const chosen = await within(f).findByRole('list', { name: 'Chosen photos' });
    expect(
      await within(chosen).findByRole('img', { name: 'Preview of tap.png' }),
    ).toBeInTheDocument();
    expect(
      await within(chosen).findByRole('img', { name: 'Preview of leak.png' }),
    ).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(1));
    expect(within(chosen).getByRole('img', { name: 'Preview of leak.png' })).toBeInTheDocument();
  });
});
