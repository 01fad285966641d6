import { firestore } from 'shared-auth';
import { LEAD_ACTIVITY_SHOWN } from '@adplatform/lead-model';
import { toLeadActivity, type LeadActivity } from '../model/leadActivity';

/**
 * A lead's activity timeline, the newest first: at most `LEAD_ACTIVITY_SHOWN` entries (one read each).
 * @throws FirebaseError `permission-denied` for a plan without leads.
 */
export async function fetchLeadActivity(uid: string, leadId: string): Promise<LeadActivity[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'leads', leadId, 'activity'),
      sdk.orderBy('at', 'desc'),
      sdk.limit(LEAD_ACTIVITY_SHOWN),
    ),
  );
  return snapshot.docs.flatMap((doc) => toLeadActivity(doc.id, doc.data()) ?? []);
}
