import { callFunction, canWriteAccountData, firestore, isMemberRole, MAX_MEMBERS } from 'shared-auth';

/** Someone who may own the account's leads. */
export interface LeadOwnerOption {
  readonly uid: string;
  readonly email: string;
}

/**
 * The people who may own the account's leads (docs/product-rules.md §10.3): its subscriber
 * (`accountId`, `accountEmail`) first, then its owners and admins in the order they joined (at most
 * `MAX_MEMBERS` reads).
 * @throws FirebaseError `permission-denied`.
 */
export async function listLeadOwners(accountId: string, accountEmail: string): Promise<LeadOwnerOption[]> {
  const { db, sdk } = await firestore();
  const members = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', accountId, 'members'),
      sdk.orderBy('joinedAt'),
      sdk.limit(MAX_MEMBERS),
    ),
  );
  return [
    { uid: accountId, email: accountEmail },
    ...members.docs.flatMap((member) => {
      const { role, email } = member.data() as { role?: unknown; email?: unknown };
      return isMemberRole(role) && canWriteAccountData(role) && typeof email === 'string'
        ? [{ uid: member.id, email }]
        : [];
    }),
  ];
}

/** `assignLeads`: gives leads an owner, or none (`ownerUid` null). @throws FunctionsError. */
export async function assignLeads(leadIds: readonly string[], ownerUid: string | null): Promise<void> {
  await callFunction('assignLeads', { leadIds, ownerUid });
}

/**
 * Whether the account assigns new leads in turn (`users/{accountId}/settings/leadAssignment`; off when
 * never set). @throws FirebaseError `permission-denied`.
 */
export async function readRoundRobin(accountId: string): Promise<boolean> {
  const { db, sdk } = await firestore();
  const settings = await sdk.getDoc(sdk.doc(db, 'users', accountId, 'settings', 'leadAssignment'));
  return settings.exists() && settings.get('roundRobin') === true;
}

/** `setLeadAssignment`: turns the assignment of new leads in turn on or off. @throws FunctionsError. */
export async function setRoundRobin(roundRobin: boolean): Promise<void> {
  await callFunction('setLeadAssignment', { roundRobin });
}
