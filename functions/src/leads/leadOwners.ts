import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { canWriteAccountData, MAX_MEMBERS, type MemberRole } from '@adplatform/plans';
import { accountEmail } from '../members/coverage';

/** Someone who may own a lead: the subscriber, or a member whose role writes (docs/product-rules.md §10.3). */
export interface LeadOwner {
  readonly uid: string;
  readonly email: string;
  /** Their name as their account gives it (Auth's display name); null when they gave none. */
  readonly name: string | null;
}

/** Where an account keeps its lead assignment: round-robin on or off, and who was assigned last. */
export const leadAssignmentPath = (accountId: string): string => `users/${accountId}/settings/leadAssignment`;

/**
 * The people who may own the account's leads, in a fixed order (the round-robin's): the subscriber
 * first, then the owners and admins in the order they joined (analysts only read, so they own none),
 * each with their name when their account gives one.
 */
export async function leadOwners(accountId: string): Promise<LeadOwner[]> {
  const [holderEmail, members] = await Promise.all([
    accountEmail(accountId),
    getFirestore().collection(`users/${accountId}/members`).orderBy('joinedAt').limit(MAX_MEMBERS).get(),
  ]);
  const people = [
    { uid: accountId, email: holderEmail },
    ...members.docs
      .filter((member) => canWriteAccountData(member.get('role') as MemberRole))
      .map((member) => ({ uid: member.id, email: String(member.get('email')) })),
  ];
  // Their names in one Auth lookup (the account and its members stay within Auth's 100 per call).
  const { users } = await getAuth().getUsers(people.map(({ uid }) => ({ uid })));
  const names = new Map(users.map((user) => [user.uid, user.displayName?.trim() || null]));
  return people.map((person) => ({ ...person, name: names.get(person.uid) ?? null }));
}

/**
 * The owners of `count` new leads in turn, after the one assigned last (`lastOwner`; from the first
 * when they are gone or none was), and the last of them.
 */
export function ownersInTurn(
  owners: readonly LeadOwner[],
  lastOwner: string | null,
  count: number,
): { assigned: LeadOwner[]; last: string | null } {
  if (owners.length === 0 || count === 0) return { assigned: [], last: lastOwner };
  const start = (owners.findIndex((owner) => owner.uid === lastOwner) + 1) % owners.length;
  const assigned = Array.from(
    { length: count },
    (_, index) => owners[(start + index) % owners.length] as LeadOwner,
  );
  return { assigned, last: assigned[assigned.length - 1]?.uid ?? lastOwner };
}

/** The lead fields that name its owner (null for none): who, their address and their name. */
export function ownerFields(owner: LeadOwner | null): DocumentData {
  return { ownerUid: owner?.uid ?? null, ownerEmail: owner?.email ?? null, ownerName: owner?.name ?? null };
}

/**
 * The owners of `count` new leads of the account when it assigns them in turn, else none (every
 * lead unassigned); the assignment's cursor moves on in `transaction` when given.
 */
export async function assignNewLeads(
  accountId: string,
  count: number,
  transaction?: Transaction,
): Promise<Array<LeadOwner | null>> {
  const ref = getFirestore().doc(leadAssignmentPath(accountId));
  const settings = transaction ? await transaction.get(ref) : await ref.get();
  if (settings.get('roundRobin') !== true) return Array.from({ length: count }, () => null);
  const { assigned, last } = ownersInTurn(
    await leadOwners(accountId),
    (settings.get('lastOwner') as string | undefined) ?? null,
    count,
  );
  if (transaction) transaction.set(ref, { lastOwner: last }, { merge: true });
  else await ref.set({ lastOwner: last }, { merge: true });
  return assigned;
}
