import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ApiActivityOverlay } from './please-wait-overlay.tsx';

/** Stubs fetch with a call that answers only when told to. */
function heldFetch() {
  let answer: (value: Response) => void = () => {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  );
  return () => answer(new Response('{"categories":[],"subCategory":[]}', { status: 200 }));
}

function renderOverlay(delayMs?: number) {
  return render(
    <MantineProvider>
      <ApiActivityOverlay delayMs={delayMs} />
    </MantineProvider>,
  );
}

describe('ApiActivityOverlay', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Please wait' while a call is in flight and hides it after", async () => {
    const release = heldFetch();
    renderOverlay(10);
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();

    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = apiRequest(endpoints.categoryList);
    });
    expect(await screen.findByText('Please wait')).toBeInTheDocument();

    await act(async () => {
      release();
      await call;
    });
    await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
  });

  it('shows for the calls of a first page load, started before it mounted', async () => {
    const release = heldFetch();
    // The start-up loads begin before React renders anything (main.tsx).
    const call = apiRequest(endpoints.categoryList);
    renderOverlay();
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    // After the 200 ms anti-flicker delay.
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    await act(async () => {
      release();
      await call;
    });
    await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
  });

  it('stays hidden for a call quicker than the delay', async () => {
    const release = heldFetch();
    renderOverlay(200);
    await act(async () => {
      const call = apiRequest(endpoints.categoryList);
      release();
      await call;
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });
});
