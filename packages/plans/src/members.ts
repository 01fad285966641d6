/**
 * The roles of an account's members (docs/product-rules.md §10.9). The account is its subscriber's:
 * its data lives under `users/{accountId}` and its plan is the subscriber's plan, which covers every
 * member. The subscriber is always an owner and cannot be removed.
 */
export const MEMBER_ROLES = ['owner', 'admin', 'analyst'] as const;

/** A member's role: an owner manages members of every role, an admin writes and manages admins and analysts, an analyst only reads. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** An account's member may change its data (create, edit, delete): owners and admins, never analysts. */
export function canWriteAccountData(role: MemberRole): boolean {
  return role !== 'analyst';
}

/**
 * The roles a member of `role` may give (by invitation or change) or take away (by removal):
 * an owner any, an admin admins and analysts, an analyst none.
 */
export function manageableRoles(role: MemberRole): readonly MemberRole[] {
  if (role === 'owner') return MEMBER_ROLES;
  if (role === 'admin') return ['admin', 'analyst'];
  return [];
}

/** Whether `value` is one of {@link MEMBER_ROLES}. */
export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** How long an invitation can be accepted, in ms: seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The most members an account may have besides its subscriber. */
export const MAX_MEMBERS = 25;

/**
 * The shortest time between two invitation e-mails to one address from one account, in ms: an hour
 * (docs/product-rules.md §10.9). Revoking and inviting again does not shorten it.
 */
export const INVITATION_RESEND_MS = 60 * 60 * 1000;

/** The most invitation e-mails an account sends in a day (UTC), re-sends included (§10.9). */
export const INVITATION_MAILS_PER_DAY = 30;
