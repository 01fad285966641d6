import { z } from 'zod';

/** Characters a regular expression treats specially. */
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** Characters of a file name in the media library (uploads name theirs `mediaPath`, under 100). */
export const MEDIA_FILE_NAME_MAX = 256;

/**
 * A Storage path of a file in `uid`'s own media library, `users/{uid}/media/{file}` (storage.rules):
 * what drafts and posts may point at, never another user's folder. The file name has 1–256 characters,
 * so the path stays within the campaign form's `CAMPAIGN_LIMITS.mediaPathMax`.
 */
export function ownMediaPathSchema(uid: string) {
  const folder = `users/${uid}/media/`.replace(REGEX_SPECIAL, '\\$&');
  return z.string().regex(new RegExp(`^${folder}[^/\\n]{1,${MEDIA_FILE_NAME_MAX}}$`));
}
