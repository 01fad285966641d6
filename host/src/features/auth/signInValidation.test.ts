import { signInFieldError, type FieldValidity } from './signInValidation';

const VALID: FieldValidity = { valueMissing: false, typeMismatch: false };

it.each([
  ['email', { valueMissing: true, typeMismatch: false }, 'validation.emailRequired'],
  ['email', { valueMissing: false, typeMismatch: true }, 'validation.emailInvalid'],
  ['email', VALID, null],
  ['password', { valueMissing: true, typeMismatch: false }, 'validation.passwordRequired'],
  ['password', VALID, null],
] as const)('%s with %o → %s', (field, validity, key) => {
  expect(signInFieldError(field, validity)).toBe(key);
});

it('reports a missing value before a malformed one', () => {
  expect(signInFieldError('email', { valueMissing: true, typeMismatch: true })).toBe(
    'validation.emailRequired',
  );
});
