import * as z from 'zod/mini';
import { SAVED_AD_NOTE_MAX, SAVED_AD_TAG_MAX, SAVED_AD_TAGS_MAX } from '@adplatform/ad-library-model';

/**
 * One tag: 1–`SAVED_AD_TAG_MAX` characters on one line, no space or tab at either end. firestore.rules
 * `validSavedAdNotes` matches the same expression.
 */
const SAVED_AD_TAG = new RegExp(`^[^ \\t\\r\\n]([^\\r\\n]{0,${SAVED_AD_TAG_MAX - 2}}[^ \\t\\r\\n])?$`, 'u');

/**
 * A saved ad's note and tags as the client writes them to `users/{uid}/savedAds/{adId}`: a note of
 * at most `SAVED_AD_NOTE_MAX` characters, at most `SAVED_AD_TAGS_MAX` distinct tags of 1–
 * `SAVED_AD_TAG_MAX` characters, trimmed, on one line. firestore.rules `validSavedAdNotes` enforces
 * the same.
 */
export const savedAdNotesSchema = z.strictObject({
  note: z.string().check(z.maxLength(SAVED_AD_NOTE_MAX)),
  tags: z.array(z.string().check(z.regex(SAVED_AD_TAG))).check(
    z.maxLength(SAVED_AD_TAGS_MAX),
    z.refine((tags) => new Set(tags).size === tags.length),
  ),
});

/** A saved ad's note and tags. */
export type SavedAdNotes = z.infer<typeof savedAdNotesSchema>;

/**
 * Tags as the user typed them, made writable: trimmed, line breaks dropped, empty and repeated tags
 * (ignoring case) left out, in the order typed.
 */
export function cleanTags(typed: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of typed) {
    const tag = raw.replace(/[\r\n]+/g, ' ').trim();
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}
