import { act, screen, waitFor } from '@testing-library/react';

import { message, thread } from '../../../app/testing/conversation-fixtures.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { conversationIdOf } from './use-conversation-events.ts';

/** A stand-in for the browser's EventSource (jsdom has none). */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) }),
    );
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live updates of an open thread', () => {
  it('refreshes the thread, the list and the count on a message event, and closes the stream on leaving', async () => {
    logIn(sampleUsers.customer);
    let later = false;
    const spy = stubFetch({
      '/api/conversations/12': () =>
        thread(
          later
            ? [message(21, 'First'), message(24, 'Are you still keen?')]
            : [message(21, 'First', { read_at: '2026-11-24T22:00:00.000Z' })],
          { unread: 0 },
        ),
      '/api/conversations/12/read': { success: true, message: 'Read', unread: 0 },
    });
    const { router } = renderApp('/messages/12');
    expect(await screen.findByText('First')).toBeInTheDocument();
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/conversations/events');
    act(() => source.emit('open'));

    later = true;
    const unreadCalls = callsTo(spy, '/api/conversations/unread').length;
    act(() => source.emit('message', { conversation_id: 12 }));
    expect(await screen.findByText('Are you still keen?')).toBeInTheDocument();
    // Announced to screen readers, and read at once (the thread is open).
    expect(
      await screen.findByText(/New message from Kauri Cleaning: Are you still keen\?/),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, '/api/conversations/12/read')).toHaveLength(1));
    expect(callsTo(spy, '/api/conversations/unread').length).toBeGreaterThan(unreadCalls);

    // `read` (my messages were read) and `update` (contact shared) refresh the thread too.
    for (const name of ['read', 'update']) {
      const before = callsTo(spy, '/api/conversations/12').length;
      act(() => source.emit(name, { conversation_id: 12 }));
      await waitFor(() =>
        expect(callsTo(spy, '/api/conversations/12').length).toBeGreaterThan(before),
      );
    }

    // Another conversation's message leaves this thread alone.
    const threadCalls = callsTo(spy, '/api/conversations/12').length;
    act(() => source.emit('message', { conversation_id: 99 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(spy, '/api/conversations/12')).toHaveLength(threadCalls);

    await act(() => router.navigate('/Watchlist'));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reads the conversation id of an event', () => {
    expect(conversationIdOf('{"conversation_id": 12}')).toBe(12);
    expect(conversationIdOf('not json')).toBeNull();
    expect(conversationIdOf('{"id": 3}')).toBeNull();
  });
});
