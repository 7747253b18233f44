import { describe, expect, it } from 'vitest';

import {
  approvedEmail,
  changesApprovedEmail,
  changesRejectedEmail,
  rejectedEmail,
} from './moderation-emails.ts';

/** The moderation emails link to the service's page or its edit page (the page registry). */
describe('moderation email links', () => {
  const input = {
    siteName: 'Kiwi Services',
    publicUrl: 'https://kiwi.example',
    name: 'Mere',
    service: { title: 'Lawn mowing', slug: 'lawn mowing/1' },
  };
  const live = 'https://kiwi.example/SingleServicePage/lawn%20mowing%2F1';
  const edit = 'https://kiwi.example/edit-service/lawn%20mowing%2F1';

  it('spell the URLs exactly as before the registry', () => {
    expect(approvedEmail(input).text).toContain(live);
    expect(changesApprovedEmail(input).text).toContain(live);
    expect(rejectedEmail({ ...input, reason: 'Blurry', wasLive: false }).text).toContain(edit);
    expect(changesRejectedEmail({ ...input, reason: 'Blurry' }).text).toContain(edit);
  });
});
