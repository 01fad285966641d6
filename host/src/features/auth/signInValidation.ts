/** The fields of the sign-in form. */
export type SignInField = 'email' | 'password';

/** What the browser's constraint validation says about one input (part of `ValidityState`). */
export type FieldValidity = Pick<ValidityState, 'valueMissing' | 'typeMismatch'>;

/** The translation key (host namespace) of each failed constraint, per field. */
const MESSAGE_KEYS: Record<SignInField, Partial<Record<keyof FieldValidity, string>>> = {
  email: { valueMissing: 'validation.emailRequired', typeMismatch: 'validation.emailInvalid' },
  password: { valueMissing: 'validation.passwordRequired' },
};

/**
 * The sign-in form's rule for one field, read from the browser's constraint validation (`required`,
 * `type="email"`) instead of a validation library: the form must stay within the /login budget
 * (docs/performance.md), and the server checks the credentials anyway (docs/product-rules.md §8 identity
 * errors).
 * @returns the translation key of the first failed constraint (missing before malformed), or null
 */
export function signInFieldError(field: SignInField, validity: FieldValidity): string | null {
  const keys = MESSAGE_KEYS[field];
  if (validity.valueMissing) return keys.valueMissing ?? null;
  if (validity.typeMismatch) return keys.typeMismatch ?? null;
  return null;
}
