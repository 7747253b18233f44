import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';

import { apiGet } from '../../lib/api-client.ts';
import { PleaseWaitOverlay } from './please-wait-overlay.tsx';

describe('PleaseWaitOverlay', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Please wait' while a call is in flight and hides it after", async () => {
    let answer: (value: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    render(
      <MantineProvider>
        <PleaseWaitOverlay delayMs={10} />
      </MantineProvider>,
    );
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();

    const call = apiGet('/api/category-list');
    expect(await screen.findByText('Please wait')).toBeInTheDocument();

    answer(new Response('{"categories":[],"subCategory":[]}', { status: 200 }));
    await call;
    await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
  });
});
