import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MESSAGE_PDF_MAX_BYTES } from '#shared/api/conversations.ts';
import { renderInApp } from '../../../app/testing/render-app.tsx';
import { checkAttachments } from '../lib/composer-rules.ts';
import { Composer } from './composer.tsx';

const image = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const pdf = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function renderComposer() {
  const onSend = vi.fn(() => Promise.resolve());
  renderInApp(<Composer onSend={onSend} sending={false} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('the message box', () => {
  it('asks for 2 to 2000 characters before sending', async () => {
    const { onSend, box } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await userEvent.type(box, 'k');
    expect(await screen.findByText('Message must be at least 2 characters')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(await screen.findByText('Message must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByText('2001/2000 characters')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, '  ok  ');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('ok', []);
  });

  it('sends with Ctrl+Enter', async () => {
    const { onSend, box } = renderComposer();
    await userEvent.type(box, 'Thanks!{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('Thanks!', []);
  });

  it('takes up to 5 photos or one PDF, with a clear message otherwise', async () => {
    const { onSend, box } = renderComposer();
    const input = screen.getByLabelText('Attach photos or a PDF');
    await userEvent.upload(
      input,
      [1, 2, 3].map((n) => image(`p${n}.jpg`)),
    );
    await userEvent.upload(
      input,
      [4, 5, 6].map((n) => image(`p${n}.jpg`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can attach at most 5 photos to a message.',
    );
    // The refused pick is not added.
    expect(screen.queryByText(/p4\.jpg/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove p1.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(box, 'Photos of the leak');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Photos of the leak', [
      expect.objectContaining({ name: 'p2.jpg' }),
      expect.objectContaining({ name: 'p3.jpg' }),
    ]);
  });

  it('checks the files of a message', () => {
    expect(checkAttachments([image('a.jpg'), pdf('quote.pdf')])).toBe(
      'Attach one PDF on its own, without photos or other files.',
    );
    expect(checkAttachments([pdf('big.pdf', MESSAGE_PDF_MAX_BYTES + 1)])).toBe(
      'big.pdf is larger than 5 MB.',
    );
    expect(checkAttachments([pdf('quote.pdf', MESSAGE_PDF_MAX_BYTES)])).toBeNull();
    expect(checkAttachments([new File(['x'], 'notes.txt', { type: 'text/plain' })])).toBe(
      'notes.txt is not a JPEG, PNG or WebP photo or a PDF.',
    );
    expect(checkAttachments([1, 2, 3, 4, 5].map((n) => image(`${n}.jpg`)))).toBeNull();
  });
});
