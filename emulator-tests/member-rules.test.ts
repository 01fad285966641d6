import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  writeBatch,
} from 'firebase/firestore';
import { rulesEnvironmentPerTest } from './support/rulesEnvironment';

/** Its own project id, so these tests never touch the seeded demo data. */
const PROJECT_ID = 'demo-adplatform-member-rules';

const rules = rulesEnvironmentPerTest(PROJECT_ID);

/** Signed in as `uid` (with the e-mail `{uid}@example.com`). */
function as(uid: string, emailVerified = true): Firestore {
  return rules()
    .authenticatedContext(uid, { email_verified: emailVerified, email: `${uid}@example.com` })
    .firestore() as unknown as Firestore;
}

/**
 * Alice's account on `plan` with a campaign, a board and a lead, Ada its admin and Ann its analyst
 * (member entries and covering records as the members functions write them).
 */
async function givenAccount(plan = 'Premium'): Promise<void> {
  await rules().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'subscriptions', 'alice'), { selectedPlan: plan, status: 'active' });
    await setDoc(doc(db, 'users', 'alice', 'campaigns', 'c1'), { name: 'Spring Sale', status: 'active' });
    await setDoc(doc(db, 'users', 'alice', 'boards', 'b1'), { name: 'Ideas', adIds: [] });
    await setDoc(doc(db, 'users', 'alice', 'leads', 'l1'), { name: 'Lee', status: 'new', note: '' });
    await setDoc(doc(db, 'users', 'alice', 'invitations', 'i1'), { email: 'x@example.com', role: 'analyst' });
    for (const [uid, role] of [
      ['ada', 'admin'],
      ['ann', 'analyst'],
    ] as const) {
      await setDoc(doc(db, 'users', 'alice', 'members', uid), { email: `${uid}@example.com`, role });
      await setDoc(doc(db, 'subscriptions', uid), {
        selectedPlan: plan,
        status: 'active',
        accountId: 'alice',
        role,
      });
    }
  });
}

const board = (db: Firestore) => doc(db, 'users', 'alice', 'boards', 'b2');
const newBoard = () => ({
  name: 'Team',
  adIds: [],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** Moves Alice's lead to contacted with its activity entry signed by `by`, as the leads remote writes it. */
function moveLead(db: Firestore, by: string): Promise<void> {
  const batch = writeBatch(db);
  const lead = doc(db, 'users', 'alice', 'leads', 'l1');
  batch.update(lead, { status: 'contacted', lastActivity: 'a1', updatedAt: serverTimestamp() });
  batch.set(doc(lead, 'activity', 'a1'), {
    type: 'status',
    from: 'new',
    to: 'contacted',
    note: null,
    by,
    byEmail: `${by}@example.com`,
    at: serverTimestamp(),
  });
  return batch.commit();
}

describe('an account’s members (docs/product-rules.md §10.9)', () => {
  it('gives a member no workspace of their own under the account’s plan', async () => {
    await givenAccount();
    for (const uid of ['ann', 'ada']) {
      await assertFails(setDoc(doc(as(uid), 'users', uid, 'boards', 'b9'), newBoard()));
      await assertFails(
        setDoc(doc(as(uid), 'users', uid, 'campaignViews', 'v1'), { name: 'Mine', filters: {} }),
      );
    }
    await assertSucceeds(setDoc(board(as('alice')), newBoard()));
    await assertSucceeds(setDoc(doc(as('ada'), 'users', 'alice', 'boards', 'b3'), newBoard()));
  });

  it('lets a member read the catalogues the account’s plan includes', async () => {
    await givenAccount('Plus');
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'ads', 'ad-1'), { advertiser: 'Acme', active: true });
      await setDoc(doc(context.firestore(), 'influencers', 'inf-1'), { handle: '@ava' });
    });
    for (const uid of ['ann', 'ada']) {
      await assertSucceeds(getDoc(doc(as(uid), 'ads', 'ad-1')));
      await assertSucceeds(getDoc(doc(as(uid), 'influencers', 'inf-1')));
    }
  });

  it('lets an analyst read the account’s data and members, and write nothing', async () => {
    await givenAccount();
    const ann = as('ann');
    await assertSucceeds(getDoc(doc(ann, 'users', 'alice', 'campaigns', 'c1')));
    await assertSucceeds(getDocs(collection(ann, 'users', 'alice', 'leads')));
    await assertSucceeds(getDocs(collection(ann, 'users', 'alice', 'members')));
    await assertFails(getDocs(collection(ann, 'users', 'alice', 'invitations')));
    await assertFails(setDoc(board(ann), newBoard()));
    await assertFails(deleteDoc(doc(ann, 'users', 'alice', 'boards', 'b1')));
    await assertFails(moveLead(ann, 'ann'));
  });

  it('lets an admin write as themselves, see the invitations, and never write members or records', async () => {
    await givenAccount();
    const ada = as('ada');
    await assertSucceeds(setDoc(board(ada), newBoard()));
    await assertSucceeds(deleteDoc(doc(ada, 'users', 'alice', 'boards', 'b1')));
    await assertFails(moveLead(ada, 'alice'));
    await assertSucceeds(moveLead(ada, 'ada'));
    await assertSucceeds(getDocs(collection(ada, 'users', 'alice', 'invitations')));
    await assertFails(
      setDoc(doc(ada, 'users', 'alice', 'members', 'ada'), { email: 'ada@example.com', role: 'owner' }),
    );
    await assertFails(
      setDoc(doc(ada, 'users', 'alice', 'invitations', 'i2'), { email: 'y@example.com', role: 'owner' }),
    );
    await assertFails(
      setDoc(doc(ada, 'subscriptions', 'ada'), { selectedPlan: 'Premium', status: 'active' }),
    );
    // The subscriber's profile stays theirs.
    await assertFails(getDoc(doc(ada, 'users', 'alice')));
  });

  it('refuses strangers, removed and unverified members, and members of another account', async () => {
    await givenAccount();
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'campaigns', 'c1')));
    await assertFails(getDoc(doc(as('ada', false), 'users', 'alice', 'campaigns', 'c1')));
    await rules().withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), 'users', 'alice', 'members', 'ann'));
      await setDoc(doc(context.firestore(), 'subscriptions', 'bob'), {
        selectedPlan: 'Premium',
        status: 'active',
      });
      await setDoc(doc(context.firestore(), 'users', 'bob', 'members', 'ada'), { role: 'admin' });
    });
    await assertFails(getDoc(doc(as('ann'), 'users', 'alice', 'campaigns', 'c1')));
    await assertFails(getDocs(collection(as('ann'), 'users', 'alice', 'members')));
    // Ada is Bob's member too, which gives her nothing more in Alice's account, nor Bob anything there.
    await assertSucceeds(getDoc(doc(as('ada'), 'users', 'alice', 'campaigns', 'c1')));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'campaigns', 'c1')));
  });

  it('gates a member by the account’s plan, whatever their own record says', async () => {
    await givenAccount('Basic');
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'subscriptions', 'ada'), {
        selectedPlan: 'Premium',
        status: 'active',
      });
    });
    const ada = as('ada');
    await assertSucceeds(getDoc(doc(ada, 'users', 'alice', 'campaigns', 'c1')));
    await assertFails(getDocs(collection(ada, 'users', 'alice', 'leads')));
    await assertFails(setDoc(board(ada), newBoard()));
  });

  it('keeps lead owners and the lead assignment to the functions, readable by every member', async () => {
    await givenAccount();
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', 'alice', 'settings', 'leadAssignment'), {
        roundRobin: true,
      });
    });
    const ann = as('ann');
    const ada = as('ada');
    await assertSucceeds(getDoc(doc(ann, 'users', 'alice', 'settings', 'leadAssignment')));
    await assertFails(
      setDoc(doc(ada, 'users', 'alice', 'settings', 'leadAssignment'), { roundRobin: false }),
    );
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'settings', 'leadAssignment')));
    const batch = writeBatch(ada);
    const lead = doc(ada, 'users', 'alice', 'leads', 'l1');
    batch.update(lead, { ownerUid: 'ada', lastActivity: 'a2', updatedAt: serverTimestamp() });
    batch.set(doc(lead, 'activity', 'a2'), {
      type: 'owner',
      from: null,
      to: null,
      note: null,
      by: 'ada',
      byEmail: 'ada@example.com',
      at: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });
});
