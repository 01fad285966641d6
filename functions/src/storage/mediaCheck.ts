/**
 * What the upload check decides from a file's first bytes (docs/product-rules.md §10.7): the media library
 * takes images and videos whose bytes are what their declared content type says.
 */

/** A file of the media library: `users/{uid}/media/{fileName}` (storage.rules). */
const MEDIA_PATH = /^users\/([^/]+)\/media\/([^/]+)$/;

/** Bytes from the start of a file enough to recognise every accepted type. */
export const SNIFF_BYTES = 4_100;

/**
 * Each content type the media library accepts (storage.rules `allowedUpload`), with the types a
 * reader of magic bytes may report for such a file.
 */
export const ACCEPTED_MEDIA: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'video/mp4': ['video/mp4', 'video/x-m4v'],
  'video/quicktime': ['video/quicktime'],
  'video/webm': ['video/webm'],
};

/** The owner and file name of a media library path, or null for any other object. */
export function mediaOwner(path: string | undefined): { uid: string; fileName: string } | null {
  const match = MEDIA_PATH.exec(path ?? '');
  return match ? { uid: match[1]!, fileName: match[2]! } : null;
}

/**
 * Whether a file declared as `declared` whose bytes read as `detected` (null: not recognised) is
 * what it claims to be: an accepted type, and bytes of that type.
 */
export function bytesMatchType(declared: string | undefined, detected: string | null): boolean {
  const readings = declared ? ACCEPTED_MEDIA[declared] : undefined;
  return readings !== undefined && detected !== null && readings.includes(detected);
}
