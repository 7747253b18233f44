import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CONVERSATION_CLOSED } from '#shared/api/conversations.ts';
import { message, thread } from '../../../app/testing/conversation-fixtures.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const PATH = '/messages/12';
const API = '/api/conversations/12';

const theirs = message(21, 'Hi, we can come Saturday. See https://kauri.example.nz/prices.', {
  attachments: [
    {
      kind: 'image',
      url: 'http://localhost/uploads/m/a.webp',
      small_url: 'http://localhost/uploads/m/a-small.webp',
      width: 1280,
      height: 960,
      bytes: 120_000,
    },
    {
      kind: 'pdf',
      url: 'http://localhost/uploads/m/quote.pdf',
      name: 'quote.pdf',
      bytes: 250_000,
    },
  ],
});
const mine = message(22, 'Great, <b>thanks</b>!', {
  mine: true,
  read_at: '2026-11-24T23:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
});

function messagesList() {
  return screen.getByRole('list', { name: 'Messages' });
}

describe('/messages/{id}', () => {
  it('shows the other side, the service, the messages oldest first with their files, and marks the thread read', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      [API]: thread([theirs, mine]),
      [`${API}/read`]: { success: true, message: 'Read', unread: 0 },
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Kauri Cleaning' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carpet steam cleaning' })).toHaveAttribute(
      'href',
      '/SingleServicePage/carpet-steam-cleaning',
    );
    expect(screen.getByText('Usually replies within 2 hours')).toBeInTheDocument();

    const items = within(messagesList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Hi, we can come Saturday.');
    expect(items[1]).toHaveAttribute('data-mine', 'true');
    // Text stays text: no HTML is interpreted.
    expect(items[1]).toHaveTextContent('Great, <b>thanks</b>!');
    expect(items[1]!.querySelector('b')).toBeNull();
    expect(items[1]).toHaveTextContent('Read');

    // Links are clickable, with the rel, in a new tab; the full stop stays text.
    const link = within(items[0]!).getByRole('link', { name: 'https://kauri.example.nz/prices' });
    expect(link).toHaveAttribute('href', 'https://kauri.example.nz/prices');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');

    const photo = within(items[0]!).getByRole('img', { name: /Photo 1/ });
    expect(photo).toHaveAttribute('src', 'http://localhost/uploads/m/a-small.webp');
    expect(photo.closest('a')).toHaveAttribute('href', 'http://localhost/uploads/m/a.webp');
    expect(
      within(items[0]!).getByRole('link', { name: /quote\.pdf \(PDF, 244 KB\)/ }),
    ).toHaveAttribute('href', 'http://localhost/uploads/m/quote.pdf');

    await waitFor(() => expect(callsTo(spy, `${API}/read`)).toHaveLength(1));
    expect(callsTo(spy, `${API}/read`)[0]!.init?.method).toBe('POST');
  });

  it('loads older messages with before = the first message id', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      [API]: (url: URL) =>
        url.searchParams.get('before') === '21'
          ? thread(
              [message(20, 'An older one', { read_at: '2026-11-24T20:30:00.000Z' })],
              {},
              false,
            )
          : thread([theirs, mine], { unread: 0 }, true),
    });
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('An older one')).toBeInTheDocument();
    const items = within(messagesList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('An older one');
    expect(callsTo(spy, API).at(-1)!.url).toContain('before=21');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('sends a message as multipart, appends it and keeps the focus in the box', async () => {
    logIn(sampleUsers.customer);
    const sent = message(23, 'See you then', { mine: true });
    const spy = stubFetch({
      [API]: thread([theirs], { unread: 0 }),
      [`${API}/messages`]: { success: true, message: 'Sent', conversation_message: sent },
      '/api/conversations': {
        success: true,
        conversations: [],
        unread: 0,
        total: 0,
        page: 1,
        per_page: 24,
      },
    });
    renderApp(PATH);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'See you then');
    const photo = new File(['x'], 'leak.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Attach photos or a PDF'), photo);
    expect(screen.getByText(/leak\.jpg/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(messagesList()).findByText('See you then')).toBeInTheDocument();
    const form = bodiesSentTo(spy, `${API}/messages`)[0];
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('body')).toBe('See you then');
    const files = (form as FormData).getAll('attachments[]');
    expect(files).toHaveLength(1);
    expect((files[0] as File).name).toBe('leak.jpg');
    expect(callsTo(spy, `${API}/messages`)[0]!.init?.method).toBe('POST');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
    expect(screen.queryByText(/leak\.jpg/)).not.toBeInTheDocument();
    // My last message says it is not read yet.
    expect(within(messagesList()).getAllByRole('listitem').at(-1)).toHaveTextContent('Sent');
  });

  it('replaces the box with the closed text, and offers Unblock to the side that blocked', async () => {
    logIn(sampleUsers.provider);
    stubFetch({
      [API]: thread([theirs], { closed: true, blocked_by_me: true, role: 'provider', unread: 0 }),
    });
    renderApp(PATH);
    expect(await screen.findByText(CONVERSATION_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(
      await screen.findByRole('dialog', { name: 'Unblock Kauri Cleaning' }),
    ).toBeInTheDocument();
  });

  it('tells the blocked side only that the conversation is closed', async () => {
    logIn(sampleUsers.customer);
    stubFetch({ [API]: thread([theirs], { closed: true, unread: 0 }) });
    renderApp(PATH);
    expect(await screen.findByText(CONVERSATION_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  });

  it('shares the member contact details only after a confirmation', async () => {
    logIn(sampleUsers.customer);
    let shared = false;
    const contact = {
      name: 'Aroha Ngata',
      email: 'aroha@example.co.nz',
      phone_number: '021 333 4444',
    };
    const spy = stubFetch({
      [API]: () => thread([theirs], { unread: 0, contact: shared ? contact : null }),
      [`${API}/share-contact`]: () => {
        shared = true;
        return { success: true, message: 'Your contact details are shared', contact };
      },
    });
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Share my contact details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share my contact details' });
    expect(dialog).toHaveTextContent('Kauri Cleaning will see your email address and phone number');
    expect(callsTo(spy, `${API}/share-contact`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Your contact details are shared')).toBeInTheDocument();
    expect(callsTo(spy, `${API}/share-contact`)[0]!.init?.method).toBe('POST');
    expect(
      await screen.findByText('Your contact details are shared in this conversation.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share my contact details' })).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Share my contact details' }),
    ).not.toBeInTheDocument();
  });

  it("shows the provider the member's shared contact details", async () => {
    logIn(sampleUsers.provider);
    stubFetch({
      [API]: thread([theirs], {
        role: 'provider',
        unread: 0,
        other_party: { id: 7, name: 'Aroha Ngata', logo: null, initial: 'A' },
        contact: {
          name: 'Aroha Ngata',
          email: 'aroha@example.co.nz',
          phone_number: '021 333 4444',
        },
      }),
    });
    renderApp(PATH);
    const block = await screen.findByRole('region', { name: 'Contact details' });
    expect(within(block).getByRole('link', { name: 'aroha@example.co.nz' })).toHaveAttribute(
      'href',
      'mailto:aroha@example.co.nz',
    );
    expect(within(block).getByRole('link', { name: '021 333 4444' })).toHaveAttribute(
      'href',
      'tel:0213334444',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Share my contact details' }),
    ).not.toBeInTheDocument();
  });

  it('reports one message with a reason', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      [API]: thread([theirs], { unread: 0 }),
      [`${API}/report`]: {
        success: true,
        message: 'Thanks, an admin will look at it',
        report_id: 3,
      },
    });
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report this message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Reason must be at least 3 characters'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Asks for payment off the site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, an admin will look at it')).toBeInTheDocument();
    expect(bodiesSentTo(spy, `${API}/report`)).toEqual([
      { reason: 'Asks for payment off the site', message_id: 21 },
    ]);
  });

  it('uses a 404 as a failed load', async () => {
    logIn(sampleUsers.customer);
    stubFetch({});
    renderApp('/messages/99');
    expect(await screen.findByText('This conversation could not be loaded.')).toBeInTheDocument();
  });
});
