/** The longest document ID a client may name, in bytes (the pattern allows ASCII only: one byte each). */
export const DOCUMENT_ID_MAX_BYTES = 128;

/**
 * A document ID a client may name (docs/product-rules.md "Document IDs a client names"): 1 to 128 of
 * `A–Z a–z 0–9 _ -`, and not of the form `__…__`, which Firestore reserves. The characters leave out
 * `/`, `.` (so `.` and `..`) and everything a path or a URL would read otherwise.
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** True when `value` is a document ID a client may name ({@link DOCUMENT_ID_PATTERN}). */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value);
}
