import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { firestore, type SessionUser } from 'shared-auth';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import { collaborationMessageDocumentSchema } from '../model/collaborationDocument';
import { toCollaborationMessage, type CollaborationMessage } from '../model/collaborationMessage';
import { THREAD_PAGE_SIZE } from '@adplatform/influencer-model';

/**
 * One page of a collaboration's message thread, the newest first (`THREAD_PAGE_SIZE` reads, plus one
 * to know whether older messages exist).
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchThreadPage(
  query: { readonly uid: string; readonly influencerId: string; readonly version: number },
  after: PageCursor | null,
): Promise<CursorPage<CollaborationMessage>> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', query.uid, 'collaborations', query.influencerId, 'messages'),
      sdk.orderBy('sentAt', 'desc'),
      ...(after ? [sdk.startAfter(after as DocumentSnapshot)] : []),
      sdk.limit(THREAD_PAGE_SIZE + 1),
    ),
  );
  return toCursorPage(snapshot.docs, THREAD_PAGE_SIZE, (doc) => toCollaborationMessage(doc.id, doc.data()));
}

/**
 * The advertiser's message as the thread keeps it (without its server time), checked: `text` trimmed,
 * signed with the sender's uid and e-mail.
 * @throws Error for a sender without an e-mail address; ZodError for an empty or too long text.
 */
export function advertiserMessage(sender: SessionUser, text: string) {
  if (!sender.email) throw new Error('Only a user with an e-mail address writes to a creator');
  return collaborationMessageDocumentSchema({ uid: sender.uid, email: sender.email }).parse({
    from: 'advertiser',
    text: text.trim(),
    by: sender.uid,
    byEmail: sender.email,
  });
}

/**
 * Adds the advertiser's message to a collaboration's thread, signed with the sender and the server's
 * time (docs/product-rules.md §10.5).
 * @throws Error for a sender without an e-mail address; ZodError for an empty or too long message;
 * FirebaseError `permission-denied` (e.g. the collaboration was withdrawn meanwhile).
 */
export async function sendMessage(
  sender: SessionUser,
  uid: string,
  influencerId: string,
  text: string,
): Promise<void> {
  const message = advertiserMessage(sender, text);
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(sdk.collection(db, 'users', uid, 'collaborations', influencerId, 'messages')), {
    ...message,
    sentAt: sdk.serverTimestamp(),
  });
}
