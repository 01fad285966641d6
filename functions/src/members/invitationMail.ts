import type { MemberRole } from '@adplatform/plans';
import { mailText } from '@adplatform/mail-texts';

/** What an invitation's e-mail says, in the inviter's language (`@adplatform/mail-texts`). */
export interface InvitationMail {
  readonly subject: string;
  readonly text: string;
}

/**
 * The e-mail that carries an invitation (docs/product-rules.md §10.9): who invites, as which role,
 * the link that accepts it and the address to sign in with.
 */
export function invitationMail(
  language: unknown,
  values: { inviter: string; role: MemberRole; email: string; link: string },
): InvitationMail {
  const filled = { ...values, role: mailText(language, `invitation.roles.${values.role}`) };
  return {
    subject: mailText(language, 'invitation.subject', filled),
    text: mailText(language, 'invitation.body', filled),
  };
}
