import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminJobReport } from '#shared/api/jobs.ts';
import { sampleJob } from '../../../app/testing/job-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const report: AdminJobReport = {
  id: 8,
  reason: 'Asks for payment in cash off the site',
  created_at: '2026-11-25T01:00:00.000Z',
  reporter: { id: 2, name: 'Kauri Plumbing' },
  job: { ...sampleJob, member_id: 7 },
  reports_on_job: 2,
};

describe('/admin/job-reports', () => {
  it('shows the reported job whole and removes it with a note', async () => {
    logIn(sampleUsers.admin);
    let removed = false;
    const spy = stubFetch({
      '/api/admin/job-reports': () => ({
        success: true,
        reports: removed ? [] : [report],
        total: removed ? 0 : 1,
        page: 1,
        per_page: 20,
      }),
      '/api/admin/job-reports/8/resolve': () => {
        removed = true;
        return {
          success: true,
          message: 'The job is removed. The member and the invited providers have been told.',
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/job-reports');
    expect(
      await screen.findByRole('heading', { name: 'Reported jobs', level: 1 }),
    ).toBeInTheDocument();
    const item = (await screen.findByText(/Asks for payment in cash/)).closest('article')!;
    expect(within(item).getByRole('heading', { name: sampleJob.title })).toBeInTheDocument();
    expect(within(item).getByText(sampleJob.description)).toBeInTheDocument();
    expect(within(item).getByText('2 open reports of this job')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Reported jobs' })).toHaveAttribute(
      'href',
      '/admin/job-reports',
    );
    await user.type(
      within(item).getByRole('textbox', { name: /^Note \(optional/ }),
      'Cash jobs break our rules',
    );
    await user.click(within(item).getByRole('button', { name: 'Remove the job' }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/admin/job-reports/8/resolve')).toEqual([
        { action: 'remove', resolution: 'Cash jobs break our rules' },
      ]),
    );
    expect(await screen.findByText('No reported jobs')).toBeInTheDocument();
  });
});
