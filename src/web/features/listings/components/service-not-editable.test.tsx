import { configure, screen } from '@testing-library/react';

import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

describe('/edit-service/{slug} of a service one may not edit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("another provider's service: says it is not theirs, links to their services, no retry", async () => {
    stubFetch({
      '/api/provider-services/someone-elses': httpError(403, 'This service is not yours to edit'),
    });
    logIn(sampleUsers.provider);
    renderApp('/edit-service/someone-elses');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This service is not yours to edit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your services' })).toHaveAttribute(
      'href',
      '/all-services-sp',
    );
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(screen.queryByText(/something went wrong/i)).toBeNull();
  });

  it('an unknown service: says it was not found', async () => {
    stubFetch({ '/api/provider-services/gone': httpError(404, 'Service not found') });
    logIn(sampleUsers.provider);
    renderApp('/edit-service/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This service was not found' }),
    ).toBeInTheDocument();
  });
});
