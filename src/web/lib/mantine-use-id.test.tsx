import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { useId } from './mantine-use-id.ts';

function Field({ id }: { id?: string }) {
  const inputId = useId(id);
  return <input id={inputId} aria-label="field" />;
}

describe("the stable replacement of Mantine's useId", () => {
  it('keeps the server-rendered id through hydration (no re-render with another id)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    const serverId = container.querySelector('input')!.id;
    expect(serverId).toMatch(/^mantine-/);
    const root = await act(async () => hydrateRoot(container, <Field />));
    expect(container.querySelector('input')!.id).toBe(serverId);
    act(() => root.unmount());
  });

  it('answers a given id as it is', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field id="city" />);
    expect(container.querySelector('input')!.id).toBe('city');
  });
});
