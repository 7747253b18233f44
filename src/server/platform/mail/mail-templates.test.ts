import { describe, expect, it } from 'vitest';

import {
  buildEmailChangedEmail,
  buildResetPasswordEmail,
  buildSetupPasswordEmail,
} from './mail-templates.ts';

describe('account emails', () => {
  it('carry the site name, the link in text and HTML, and escape what users typed', () => {
    const link = 'http://localhost:3000/set-password?token=abc&x=1';
    const setup = buildSetupPasswordEmail({
      siteName: 'Kiwi Services',
      name: '<b>Mere</b>',
      link,
      username: 'mere',
    });
    expect(setup.subject).toBe('Set up your Kiwi Services password');
    expect(setup.text).toContain(link);
    expect(setup.text).toContain('<b>Mere</b>');
    expect(setup.html).toContain('&lt;b&gt;Mere&lt;/b&gt;');
    expect(setup.html).not.toContain('<b>Mere</b>');
    expect(setup.html).toContain('token=abc&amp;x=1');

    const reset = buildResetPasswordEmail({
      siteName: 'Kiwi Services',
      name: 'Mere',
      link,
      ttlText: '1 hour',
    });
    expect(reset.kind).toBe('password_reset');
    expect(reset.text).toContain('1 hour');

    const changed = buildEmailChangedEmail({
      siteName: 'Kiwi\r\nBcc: victim@example.test',
      name: 'Mere',
      newEmail: 'new@example.test',
      supportUrl: 'http://localhost:3000/ContactUs',
    });
    expect(changed.subject).not.toMatch(/[\r\n]/);
    expect(changed.text).toContain('new@example.test');
  });
});
