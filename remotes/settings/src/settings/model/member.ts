import * as z from 'zod/mini';
import { MEMBER_ROLES, MAX_MEMBERS, type MemberRole } from 'shared-auth';

/** A member of the account as the settings list shows them (`users/{accountId}/members/{uid}`). */
export interface Member {
  readonly uid: string;
  readonly email: string;
  readonly role: MemberRole;
  /** When they joined, ms since the epoch. */
  readonly joinedAt: number;
}

/** A pending invitation (`users/{accountId}/invitations/{id}`). */
export interface Invitation {
  readonly id: string;
  readonly email: string;
  readonly role: MemberRole;
  /** When it stops being accepted, ms since the epoch. */
  readonly expiresAt: number;
}

const millis = z.pipe(
  z.custom<{ toMillis: () => number }>(
    (value) => typeof value === 'object' && value !== null && 'toMillis' in value,
  ),
  z.transform((value) => value.toMillis()),
);

const memberSchema = z.object({ email: z.string(), role: z.enum(MEMBER_ROLES), joinedAt: millis });
const invitationSchema = z.object({ email: z.string(), role: z.enum(MEMBER_ROLES), expiresAt: millis });

/** A stored member, or null when the document is not one (it is left out, and logged). */
export function toMember(uid: string, data: unknown): Member | null {
  const parsed = memberSchema.safeParse(data);
  if (!parsed.success) console.error('[settings] malformed member', uid);
  return parsed.success ? { uid, ...parsed.data } : null;
}

/** A stored invitation, or null when the document is not one (it is left out, and logged). */
export function toInvitation(id: string, data: unknown): Invitation | null {
  const parsed = invitationSchema.safeParse(data);
  if (!parsed.success) console.error('[settings] malformed invitation', id);
  return parsed.success ? { id, ...parsed.data } : null;
}

/** The invitation form (a trust boundary: the `inviteMember` callable checks it again). */
export const invitationFormSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email()),
  role: z.enum(MEMBER_ROLES),
});

/** The most members and invitations an account lists (and has). */
export const MEMBERS_SHOWN = MAX_MEMBERS;
