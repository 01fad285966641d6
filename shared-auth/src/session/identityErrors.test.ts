import { identityErrorKey } from './identityErrors';

describe('identityErrorKey (docs/product-rules.md §8 identity errors)', () => {
  it.each([
    ['auth/invalid-email', 'identity.invalidEmail'],
    ['auth/wrong-password', 'identity.wrongPassword'],
    ['auth/invalid-credential', 'identity.wrongPassword'],
    ['auth/user-not-found', 'identity.userNotFound'],
    ['auth/email-already-in-use', 'identity.emailInUse'],
    ['auth/weak-password', 'identity.weakPassword'],
  ])('maps %s to %s', (code, key) => {
    expect(identityErrorKey({ code })).toBe(key);
  });

  it('falls back for anything else', () => {
    expect(identityErrorKey(new Error('boom'))).toBe('identity.unknown');
    expect(identityErrorKey(null)).toBe('identity.unknown');
  });
});
