import * as z from 'zod/mini';
import type { Influencer } from './influencer';
import {
  BRIEF_DELIVERABLE_MAX,
  BRIEF_DELIVERABLES_MAX,
  BRIEF_FEE_MAX_MINOR,
  COLLABORATION_MESSAGE_MAX,
  CONNECTION_MESSAGE_MAX,
} from '@adplatform/influencer-model';

/**
 * One deliverable: 1–`BRIEF_DELIVERABLE_MAX` characters on one line, no space or tab at either end.
 * firestore.rules `validBrief` matches the same expression.
 */
const DELIVERABLE = new RegExp(
  `^[^ \\t\\r\\n]([^\\r\\n]{0,${BRIEF_DELIVERABLE_MAX - 2}}[^ \\t\\r\\n])?$`,
  'u',
);

/** A calendar date as the brief keeps it (the advertiser's own date, no time zone). */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A collaboration's brief (docs/product-rules.md §10.5): 1–`BRIEF_DELIVERABLES_MAX` deliverables
 * (each 1–`BRIEF_DELIVERABLE_MAX` characters, trimmed, on one line), a due date (`YYYY-MM-DD`), and
 * the fee in minor units (0–`BRIEF_FEE_MAX_MINOR`) in the creator's currency as the catalogue has it.
 * firestore.rules `validBrief` enforces the same.
 */
export function briefSchema(currency: string) {
  return z.strictObject({
    deliverables: z
      .array(z.string().check(z.regex(DELIVERABLE)))
      .check(z.minLength(1), z.maxLength(BRIEF_DELIVERABLES_MAX)),
    dueDate: z.string().check(z.regex(CALENDAR_DATE)),
    // -0 is stored as a double, which the rules' `is int` refuses.
    feeMinor: z.int().check(
      z.gte(0),
      z.lte(BRIEF_FEE_MAX_MINOR),
      z.refine((value) => !Object.is(value, -0)),
    ),
    currency: z.literal(currency),
  });
}

/** A collaboration's brief: what the creator delivers, by when, for how much (minor units). */
export type Brief = z.infer<ReturnType<typeof briefSchema>>;

/**
 * A connection request as the client creates it at `users/{uid}/collaborations/{influencer.id}` (the
 * server stamps `createdAt`, `updatedAt` and `stageDates.invited`): status `invited`, a message of
 * 1–`CONNECTION_MESSAGE_MAX` characters, the brief, and the influencer's id, handle, display name and
 * platform exactly as the catalogue has them (no other name can be shown as theirs).
 * firestore.rules `validNewCollaboration` enforces the same.
 */
export function newCollaborationDocumentSchema(
  influencer: Pick<Influencer, 'id' | 'handle' | 'displayName' | 'platform' | 'currency'>,
) {
  return z.strictObject({
    influencerId: z.literal(influencer.id),
    handle: z.literal(influencer.handle),
    displayName: z.literal(influencer.displayName),
    platform: z.literal(influencer.platform),
    status: z.literal('invited'),
    message: z.string().check(z.minLength(1), z.maxLength(CONNECTION_MESSAGE_MAX)),
    brief: briefSchema(influencer.currency),
  });
}

/**
 * A message the advertiser adds to a collaboration's thread at
 * `users/{uid}/collaborations/{influencerId}/messages/{id}` (the server stamps `sentAt`): from the
 * advertiser, 1–`COLLABORATION_MESSAGE_MAX` characters, signed with the sender's uid and e-mail.
 * The creator's messages reach the thread from the server. firestore.rules `validCollaborationMessage`
 * enforces the same.
 */
export function collaborationMessageDocumentSchema(sender: { readonly uid: string; readonly email: string }) {
  return z.strictObject({
    from: z.literal('advertiser'),
    text: z.string().check(z.minLength(1), z.maxLength(COLLABORATION_MESSAGE_MAX)),
    by: z.literal(sender.uid),
    byEmail: z.literal(sender.email),
  });
}

/**
 * Deliverables as typed, one per line, made writable: each line trimmed, empty lines left out.
 * Returns them in the order typed (the brief's schema then bounds their number and length).
 */
export function deliverablesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The digits after the decimal point of `currency`'s amounts (2 for USD, 0 for JPY). */
function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/** A fee typed in `currency`'s major units (e.g. 250.5 USD) as integer minor units (25050). */
export function feeToMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** A fee in minor units (25050) in `currency`'s major units (250.5 USD), as a form shows it. */
export function feeFromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}
