/**
 * The storage errors of docs/product-rules.md §8 and the message key each one shows (in the `storageErrors` block of
 * the creation remote's translations). Codes are the Storage SDK's `StorageError.code`.
 */
export const STORAGE_ERROR_KEYS: Readonly<Record<string, string>> = {
  'storage/unauthenticated': 'unauthenticated', // 401
  'storage/unauthorized-app': 'invalidAppCheck', // 401 with an invalid App Check token
  'storage/quota-exceeded': 'quotaExceeded', // 402
  'storage/unauthorized': 'unauthorized', // 403
  'storage/object-not-found': 'objectNotFound', // 404
  'storage/canceled': 'canceled',
  'storage/retry-limit-exceeded': 'retryLimitExceeded',
  'storage/invalid-argument': 'invalidArgument',
  'storage/unsupported-environment': 'unsupportedEnvironment',
};

/** The message key of a storage error (`unknown` for anything outside the catalogue). */
export function storageErrorKey(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? (STORAGE_ERROR_KEYS[code] ?? 'unknown') : 'unknown';
}
