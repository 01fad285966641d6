const IDENTITY_ERROR_KEYS: Readonly<Record<string, string>> = {
  'auth/invalid-email': 'identity.invalidEmail',
  'auth/wrong-password': 'identity.wrongPassword',
  'auth/invalid-credential': 'identity.wrongPassword',
  'auth/invalid-login-credentials': 'identity.wrongPassword',
  'auth/user-not-found': 'identity.userNotFound',
  'auth/email-already-in-use': 'identity.emailInUse',
  'auth/weak-password': 'identity.weakPassword',
  'auth/too-many-requests': 'identity.tooManyRequests',
  'auth/network-request-failed': 'identity.network',
  'auth/user-disabled': 'identity.userDisabled',
};

/**
 * Maps an identity error (docs/product-rules.md §8: invalid e-mail, wrong password, user not found, e-mail already in
 * use, weak password, …) to a key of the `common` namespace.
 */
export function identityErrorKey(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  return IDENTITY_ERROR_KEYS[code] ?? 'identity.unknown';
}
