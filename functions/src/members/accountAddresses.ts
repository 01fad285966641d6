import { getFirestore } from 'firebase-admin/firestore';
import { MAX_MEMBERS } from '@adplatform/plans';
import { accountEmail } from './coverage';

/**
 * The e-mail addresses of an account's people, lower case: its subscriber's and every member's
 * (docs/product-rules.md §10.9), the only addresses the product mails the account's reports to.
 */
export async function accountAddresses(accountId: string): Promise<Set<string>> {
  const [holderEmail, members] = await Promise.all([
    accountEmail(accountId),
    getFirestore().collection(`users/${accountId}/members`).limit(MAX_MEMBERS).get(),
  ]);
  return new Set(
    [holderEmail, ...members.docs.map((member) => String(member.get('email') ?? '').toLowerCase())].filter(
      Boolean,
    ),
  );
}
