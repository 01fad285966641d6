import { firestore } from 'shared-auth';
import { taskOfItsOwn } from './taskOfItsOwn';

/** A campaign-creation draft as the campaigns list shows it. */
export interface DraftRow {
  readonly id: string;
  readonly name: string;
  /** The wizard step it was left on (0 = objective … 4 = review). */
  readonly step: number;
  /** ISO time of the last save, or null while the server time is pending. */
  readonly updatedAt: string | null;
}

/** How many drafts the list shows (the newest). */
export const DRAFT_LIST_SIZE = 10;

/**
 * The user's newest campaign-creation drafts (docs/product-rules.md §10.6), newest first.
 * @throws FirebaseError `permission-denied` for a plan without campaign creation.
 */
export async function fetchDrafts(uid: string): Promise<DraftRow[]> {
  await taskOfItsOwn();
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'campaignDrafts'),
      sdk.orderBy('updatedAt', 'desc'),
      sdk.limit(DRAFT_LIST_SIZE),
    ),
  );
  return snapshot.docs.map((doc) => {
    const updatedAt = doc.get('updatedAt') as { toDate?: () => Date } | null;
    return {
      id: doc.id,
      name: typeof doc.get('name') === 'string' ? String(doc.get('name')) : '',
      step: Number(doc.get('step')) || 0,
      updatedAt: updatedAt?.toDate ? updatedAt.toDate().toISOString() : null,
    };
  });
}

/** Deletes a draft. @throws FirebaseError `permission-denied`. */
export async function deleteDraft(uid: string, draftId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'campaignDrafts', draftId));
}
