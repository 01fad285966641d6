import * as z from 'zod/mini';
import { BOARD_MAX_ADS, BOARD_NAME_MAX } from '@adplatform/ad-library-model';

/** The id of a catalogue ad as a board keeps it (`ads/{id}`). */
export const AD_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A board as the client writes it to `users/{uid}/boards/{id}` (the server stamps `createdAt` and
 * `updatedAt`): a trimmed name of 1–`BOARD_NAME_MAX` characters and at most `BOARD_MAX_ADS` distinct ad
 * ids. firestore.rules `validBoard` enforces the same.
 */
export const boardDocumentSchema = z.strictObject({
  name: z.string().check(
    z.minLength(1),
    z.maxLength(BOARD_NAME_MAX),
    z.refine((name) => name.trim() === name),
  ),
  adIds: z.array(z.string().check(z.regex(AD_ID_PATTERN))).check(
    z.maxLength(BOARD_MAX_ADS),
    z.refine((ids) => new Set(ids).size === ids.length),
  ),
});
