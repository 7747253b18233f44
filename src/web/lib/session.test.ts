import { STORAGE_KEYS } from '#shared/constants.ts';
import { sampleUsers } from '../app/testing/render-app.tsx';
import { forgetStaleUser, getSessionUser, storeSessionUser, type StoredUser } from './session.ts';

const user: StoredUser = { ...sampleUsers.provider, stripe_id: 'sub_123' };

describe('the stored user', () => {
  it("writes the subscription flag with the user: 'true' with a stripe_id, 'false' without", () => {
    storeSessionUser(user);
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('true');
    storeSessionUser({ ...user, stripe_id: null });
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('false');
    expect(getSessionUser()).toEqual({ ...user, stripe_id: null });
  });

  it('stores only the user record, not the extra fields of an account', () => {
    storeSessionUser({ ...user, username: 'kauri', f_name: null } as StoredUser);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
  });

  it('reads a record stored before display_name existed, with the username as the name', () => {
    const { display_name: _new, ...old } = user;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(old));
    expect(getSessionUser()).toEqual({ ...user, display_name: user.name });
  });

  it('treats a record that does not parse as logged out', () => {
    for (const raw of ['{"id":"8"}', 'not json', '{"id":8,"role_id":9}', 'null']) {
      localStorage.setItem(STORAGE_KEYS.user, raw);
      expect(getSessionUser()).toBeNull();
    }
  });

  it('forgets a stale user and the flag', () => {
    storeSessionUser(user);
    forgetStaleUser();
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBeNull();
  });
});
