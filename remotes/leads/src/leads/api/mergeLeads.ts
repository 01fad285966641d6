import { callFunction, firestore } from 'shared-auth';
import { toLead, type Lead } from '../model/lead';

/** The most duplicates of one lead listed for merging. */
export const DUPLICATES_SHOWN = 10;

/**
 * The other leads sharing `lead`'s e-mail key, oldest first (one query, at most `DUPLICATES_SHOWN`
 * reads besides the lead itself).
 * @throws FirebaseError `permission-denied` for a plan without leads.
 */
export async function fetchDuplicates(uid: string, lead: Pick<Lead, 'id' | 'emailKey'>): Promise<Lead[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'leads'),
      sdk.where('emailKey', '==', lead.emailKey),
      sdk.limit(DUPLICATES_SHOWN + 1),
    ),
  );
  return snapshot.docs
    .filter((doc) => doc.id !== lead.id)
    .flatMap((doc) => toLead(doc.id, doc.data()) ?? [])
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, DUPLICATES_SHOWN);
}

/**
 * Merges the duplicate `mergeId` into `keepId` through the `mergeLeads` callable (docs/product-rules.md
 * §10.3): the kept lead takes both histories and notes; the other is deleted.
 * @throws FunctionsError (`functions/failed-precondition` when they are not duplicates,
 *   `functions/not-found`, …).
 */
export async function mergeLeads(keepId: string, mergeId: string): Promise<void> {
  await callFunction('mergeLeads', { keepId, mergeId });
}
