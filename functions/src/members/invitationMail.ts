import type { MemberRole } from '@adplatform/plans';
import enUS from 'settings/i18n/en-us.json';
import esES from 'settings/i18n/es-es.json';
import { fillText, type TextTree } from '../mail/texts';

const TEXTS: Record<string, TextTree> = { 'en-us': enUS, 'es-es': esES };

/** What an invitation's e-mail says, in the inviter's language (the settings remote's translations). */
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
  const texts = (typeof language === 'string' && TEXTS[language]) || enUS;
  const filled = { ...values, role: fillText(texts, `members.roles.${values.role}`) };
  return {
    subject: fillText(texts, 'members.mail.subject', filled),
    text: fillText(texts, 'members.mail.body', filled),
  };
}
