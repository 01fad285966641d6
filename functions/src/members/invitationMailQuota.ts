import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { INVITATION_MAILS_PER_DAY, INVITATION_RESEND_MS } from '@adplatform/plans';
import { mailboxOf } from './mailbox';

/** Why an invitation e-mail is not sent now, in `details.reason` of `failed-precondition`. */
export type InvitationMailRefusal = 'recentlySent' | 'dailyLimit';

/** The documents that count an account's invitation e-mails: one per mailbox, one per UTC day. */
function quotaRefs(db: Firestore, accountId: string, email: string, now: Date) {
  const address = createHash('sha256').update(mailboxOf(email)).digest('hex');
  return {
    address: db.doc(`users/${accountId}/invitationMail/${address}`),
    day: db.doc(`users/${accountId}/invitationMailDays/${now.toISOString().slice(0, 10)}`),
  };
}

/**
 * Reads, inside `transaction`, whether the account may send `email` an invitation e-mail now
 * (docs/product-rules.md §10.9 "Invitation mail is never bulk"): not when its mailbox was mailed
 * less than `INVITATION_RESEND_MS` ago, nor when the account sent `INVITATION_MAILS_PER_DAY` today.
 * @returns the refusal, or a function that records the sending (the transaction's writes, called
 *   after every read of the transaction)
 */
export async function invitationMailAllowance(
  db: Firestore,
  transaction: Transaction,
  accountId: string,
  email: string,
  now: Date,
): Promise<{ refusal: InvitationMailRefusal } | { refusal: null; record: () => void }> {
  const refs = quotaRefs(db, accountId, email, now);
  const [address, day] = await Promise.all([transaction.get(refs.address), transaction.get(refs.day)]);
  const lastSentAt = address.get('lastSentAt') as Timestamp | undefined;
  if (lastSentAt && now.getTime() - lastSentAt.toMillis() < INVITATION_RESEND_MS) {
    return { refusal: 'recentlySent' };
  }
  if (((day.get('sent') as number | undefined) ?? 0) >= INVITATION_MAILS_PER_DAY) {
    return { refusal: 'dailyLimit' };
  }
  return {
    refusal: null,
    record: () => {
      transaction.set(refs.address, { lastSentAt: Timestamp.fromDate(now) });
      transaction.set(refs.day, { sent: FieldValue.increment(1) }, { merge: true });
    },
  };
}
