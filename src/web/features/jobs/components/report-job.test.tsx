import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { JobDetailResponse } from '#shared/api/jobs.ts';
import { invite, sampleJob } from '../../../app/testing/job-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';
import { TEXTS } from '../lib/texts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const view = (reported: boolean): JobDetailResponse => ({
  success: true,
  role: 'provider',
  job: sampleJob,
  invites: [invite(5, 'Kauri Plumbing', { state: 'viewed' })],
  quotes: [],
  invites_left: 0,
  reported,
});

describe('reporting a job request (issue 26 §5)', () => {
  it('asks for a reason, sends it, and then says the job was reported', async () => {
    logIn(sampleUsers.provider);
    let reported = false;
    const spy = stubFetch({
      '/api/jobs/40': () => view(reported),
      '/api/jobs/40/report': () => {
        reported = true;
        return { success: true, message: 'Thank you. Our team will look at this job.' };
      },
    });
    const user = userEvent.setup();
    renderApp('/job-requests/40');
    await user.click(await screen.findByRole('button', { name: TEXTS.report }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.reportTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.report }));
    expect(await within(dialog).findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/jobs/40/report')).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: TEXTS.reportReason }),
      'Asks to be paid in cash off the site',
    );
    await user.click(within(dialog).getByRole('button', { name: TEXTS.report }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/jobs/40/report')).toEqual([
        { reason: 'Asks to be paid in cash off the site' },
      ]),
    );
    expect(await screen.findByText(TEXTS.reported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.report })).not.toBeInTheDocument();
  });
});
