import { profileSchema } from './saveProfile';

describe('profileSchema (the profile form at its trust boundary)', () => {
  it('trims the display name and keeps a known language', () => {
    expect(profileSchema.parse({ displayName: '  Ada Lovelace ', language: 'es-es' })).toEqual({
      displayName: 'Ada Lovelace',
      language: 'es-es',
    });
  });

  it.each([
    ['an empty name', { displayName: '   ', language: 'en-us' }],
    ['a name over 80 characters', { displayName: 'x'.repeat(81), language: 'en-us' }],
    ['an unknown language', { displayName: 'Ada', language: 'fr-fr' }],
  ])('refuses %s', (_case, input) => {
    expect(profileSchema.safeParse(input).success).toBe(false);
  });
});
