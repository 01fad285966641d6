/** Where an opened invitation link waits while its invitee signs up, verifies and signs in. */
const STORAGE_KEY = 'adplatform.invitation';

/** An invitation to an account, as its link names it: `?invitation={accountId}.{invitationId}`. */
export interface InvitationLink {
  readonly accountId: string;
  readonly invitationId: string;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The invitation a link's parameter names, or null when it names none. */
export function parseInvitation(value: string | null): InvitationLink | null {
  const [accountId = '', invitationId = '', ...rest] = (value ?? '').split('.');
  return ID.test(accountId) && ID.test(invitationId) && rest.length === 0
    ? { accountId, invitationId }
    : null;
}

/**
 * The invitation of this page's link, kept in the browser (the guard sends a new user through sign-up
 * and verification before onboarding, and the link's parameter does not travel); else the one kept.
 */
export function pendingInvitation(parameter: string | null): InvitationLink | null {
  const fromLink = parseInvitation(parameter);
  try {
    if (fromLink) window.localStorage.setItem(STORAGE_KEY, `${fromLink.accountId}.${fromLink.invitationId}`);
    return fromLink ?? parseInvitation(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return fromLink;
  }
}

/** Forgets the kept invitation (accepted, refused or dismissed). */
export function forgetInvitation(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
