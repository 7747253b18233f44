import { screen } from '@testing-library/react';

import { renderInApp } from '../../../app/testing/render-app.tsx';
import { MessageText, splitMessage } from './message-text.tsx';

describe('a message text', () => {
  it('finds web addresses, leaving trailing punctuation as text', () => {
    expect(splitMessage('See www.kauri.nz, or https://x.nz/a?b=1.')).toEqual([
      { text: 'See ' },
      { text: 'www.kauri.nz', href: 'https://www.kauri.nz' },
      { text: ', or ' },
      { text: 'https://x.nz/a?b=1', href: 'https://x.nz/a?b=1' },
      { text: '.' },
    ]);
    expect(splitMessage('Ends with www. or https://.')).toEqual([
      { text: 'Ends with www. or https://.' },
    ]);
    expect(splitMessage('javascript:alert(1) and ftp://x')).toEqual([
      { text: 'javascript:alert(1) and ftp://x' },
    ]);
  });

  it('shows HTML as text and links with rel="nofollow ugc noopener" in a new tab', () => {
    renderInApp(<MessageText body={'<img src=x onerror=alert(1)> http://evil.example/'} />);
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'http://evil.example/' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
