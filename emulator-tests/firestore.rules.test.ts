import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { PLAN_IDS, isEntitled } from '@adplatform/plans';
import type { Firestore } from 'firebase/firestore';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  arrayRemove,
  arrayUnion,
} from 'firebase/firestore';

import { emptyWizardForm } from 'creation/draft-document';
import { LIBRARY_AD } from './support/libraryAd';
import { rulesEnvironmentPerTest } from './support/rulesEnvironment';
import { SUBSCRIPTION_CASES, subscriptionRecord } from './support/subscriptionCases';

/** Its own project id, so these tests never touch the seeded demo data. */
const PROJECT_ID = 'demo-adplatform-rules';

const rules = rulesEnvironmentPerTest(PROJECT_ID);

async function givenSubscription(uid: string, selectedPlan: string, status: string): Promise<void> {
  await rules().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'subscriptions', uid), { selectedPlan, status });
    await setDoc(doc(db, 'users', uid, 'campaigns', 'c1'), { name: 'Spring Sale', status: 'active' });
  });
}

function as(uid: string, emailVerified = true): Firestore {
  return rules()
    .authenticatedContext(uid, { email_verified: emailVerified })
    .firestore() as unknown as Firestore;
}

describe('subscriptions/{uid}', () => {
  it('is readable by its owner', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    await assertSucceeds(getDoc(doc(as('alice'), 'subscriptions', 'alice')));
  });

  it('is not readable by another user or a visitor', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    await assertFails(getDoc(doc(as('bob'), 'subscriptions', 'alice')));
    await assertFails(getDoc(doc(rules().unauthenticatedContext().firestore(), 'subscriptions', 'alice')));
  });

  it('can never be written by a client, not even its owner', async () => {
    await assertFails(
      setDoc(doc(as('alice'), 'subscriptions', 'alice'), { selectedPlan: 'Premium', status: 'active' }),
    );
    await givenSubscription('alice', 'Basic', 'past_due');
    await assertFails(
      setDoc(doc(as('alice'), 'subscriptions', 'alice'), { selectedPlan: 'Basic', status: 'active' }),
    );
    await assertFails(deleteDoc(doc(as('alice'), 'subscriptions', 'alice')));
  });
});

describe('billing documents (docs/product-rules.md §12): the functions alone read and write them', () => {
  it.each(['billingCustomers', 'billingEvents'])(
    '%s is closed to every client, its owner included',
    async (name) => {
      await rules().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), name, 'alice'), { customerId: 'cus_alice' });
      });
      await assertFails(getDoc(doc(as('alice'), name, 'alice')));
      await assertFails(getDocs(collection(as('alice'), name)));
      await assertFails(setDoc(doc(as('alice'), name, 'alice'), { customerId: 'cus_bob' }));
      await assertFails(deleteDoc(doc(as('alice'), name, 'alice')));
    },
  );
});

describe('metaLeadPages and metaLeadBackfills (docs/decisions/0049-meta-lead-ads.md): which account gets a Page’s leads is the functions’ alone', () => {
  it('is closed to every client, an account it names included', async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'metaLeadPages', '1500000001'), { accounts: ['alice'] });
    });
    await assertFails(getDoc(doc(as('alice'), 'metaLeadPages', '1500000001')));
    await assertFails(getDocs(collection(as('alice'), 'metaLeadPages')));
    await assertFails(setDoc(doc(as('bob'), 'metaLeadPages', '1500000001'), { accounts: ['bob'] }));
    await assertFails(deleteDoc(doc(as('alice'), 'metaLeadPages', '1500000001')));
  });

  it('keeps the Pages’ lead backfills from every client too', async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'metaLeadBackfills', 'alice_1500000001'), { accountId: 'alice' });
    });
    await assertFails(getDoc(doc(as('alice'), 'metaLeadBackfills', 'alice_1500000001')));
    await assertFails(
      setDoc(doc(as('alice'), 'metaLeadBackfills', 'alice_1500000002'), { accountId: 'alice' }),
    );
  });
});

describe('googleLeadHooks and leadSources (docs/decisions/0051-google-ads-lead-forms.md): a hook’s key is the functions’ alone', () => {
  it('is closed to every client, the account it belongs to included', async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'googleLeadHooks', 'h'.repeat(24)), {
        accountId: 'alice',
        key: 'k',
      });
      await setDoc(doc(context.firestore(), 'users/alice/leadSources/googleAds'), { hookId: 'h'.repeat(24) });
    });
    await assertFails(getDoc(doc(as('alice'), 'googleLeadHooks', 'h'.repeat(24))));
    await assertFails(getDocs(collection(as('alice'), 'googleLeadHooks')));
    await assertFails(
      setDoc(doc(as('bob'), 'googleLeadHooks', 'b'.repeat(24)), { accountId: 'bob', key: 'k' }),
    );
    await assertFails(getDoc(doc(as('alice'), 'users/alice/leadSources/googleAds')));
    await assertFails(setDoc(doc(as('alice'), 'users/alice/leadSources/googleAds'), { hookId: 'x' }));
  });
});

describe('users/{uid} profile', () => {
  const profile = () => ({ displayName: 'Alice', language: 'es-es', updatedAt: serverTimestamp() });

  it('is written by its verified owner with valid fields', async () => {
    await assertSucceeds(setDoc(doc(as('alice'), 'users', 'alice'), profile()));
    await assertSucceeds(getDoc(doc(as('alice'), 'users', 'alice')));
  });

  it('refuses another user, an unverified owner and unknown fields or values', async () => {
    await assertFails(setDoc(doc(as('bob'), 'users', 'alice'), profile()));
    await assertFails(setDoc(doc(as('alice', false), 'users', 'alice'), profile()));
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice'), { ...profile(), role: 'admin' }));
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice'), { ...profile(), language: 'fr-fr' }));
    await assertFails(
      setDoc(doc(as('alice'), 'users', 'alice'), { ...profile(), updatedAt: Timestamp.fromMillis(0) }),
    );
  });
});

describe('users/{uid}/campaigns', () => {
  it.each(PLAN_IDS)('are readable by an active %s owner (entitled to campaigns)', async (plan) => {
    expect(isEntitled(plan, 'campaigns')).toBe(true);
    await givenSubscription('alice', plan, 'active');
    await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'campaigns')));
  });

  it('are not readable by another user', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(getDocs(collection(as('bob'), 'users', 'alice', 'campaigns')));
  });

  it('are not readable when the subscription is not active, missing, or the e-mail unverified', async () => {
    await givenSubscription('alice', 'Plus', 'past_due');
    await assertFails(getDocs(collection(as('alice'), 'users', 'alice', 'campaigns')));
    await assertFails(getDocs(collection(as('carol'), 'users', 'carol', 'campaigns')));
    await givenSubscription('dave', 'Plus', 'active');
    await assertFails(getDocs(collection(as('dave', false), 'users', 'dave', 'campaigns')));
  });

  it('cannot be written directly by a client', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice', 'campaigns', 'new'), { name: 'x' }));
    await assertFails(updateDoc(doc(as('alice'), 'users', 'alice', 'campaigns', 'c1'), { status: 'paused' }));
    await assertFails(deleteDoc(doc(as('alice'), 'users', 'alice', 'campaigns', 'c1')));
  });

  it.each(['history', 'adSets', 'ads'])(
    'their %s are read by the owner and written by no client (only the functions write them)',
    async (child) => {
      await givenSubscription('alice', 'Premium', 'active');
      await givenSubscription('bob', 'Premium', 'active');
      await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'campaigns', 'c1', child)));
      await assertFails(getDocs(collection(as('bob'), 'users', 'alice', 'campaigns', 'c1', child)));
      await assertFails(
        setDoc(doc(as('alice'), 'users', 'alice', 'campaigns', 'c1', child, 'x'), { field: 'status' }),
      );
      await givenSubscription('alice', 'Premium', 'past_due');
      await assertFails(getDocs(collection(as('alice'), 'users', 'alice', 'campaigns', 'c1', child)));
    },
  );
});

// The daily rollups and the pair rollups (docs/product-rules.md §10.2): read as reporting allows, never written by a client.
describe.each([
  { name: 'dailyMetrics', path: ['dailyMetrics'] },
  { name: 'dailyPairMetrics', path: ['dailyPairMetrics', 'age_gender', 'days'] },
])('users/{uid}/$name (reporting, every plan)', ({ path }) => {
  const rollups = (db: Firestore, uid: string) => collection(db, 'users', uid, ...path);
  const rollup = (db: Firestore, uid: string) => doc(rollups(db, uid), '2026-01-31');
  async function givenRollup(uid: string): Promise<void> {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(rollup(context.firestore() as unknown as Firestore, uid), {
        date: '2026-01-31',
        currency: 'USD',
        campaigns: {},
      });
    });
  }

  it.each(PLAN_IDS)('%s: readable by the active owner when the plan includes reporting', async (plan) => {
    await givenSubscription('alice', plan, 'active');
    await givenRollup('alice');
    const read = getDocs(rollups(as('alice'), 'alice'));
    await (isEntitled(plan, 'reporting') ? assertSucceeds(read) : assertFails(read));
  });

  it('refuses an unknown plan, a lapsed owner, an unverified owner and another user', async () => {
    await givenSubscription('alice', 'Legacy', 'active');
    await givenRollup('alice');
    await assertFails(getDocs(rollups(as('alice'), 'alice')));
    await givenSubscription('alice', 'Premium', 'past_due');
    await assertFails(getDoc(rollup(as('alice'), 'alice')));
    await givenSubscription('dave', 'Premium', 'active');
    await givenRollup('dave');
    await assertFails(getDocs(rollups(as('dave', false), 'dave')));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(getDocs(rollups(as('bob'), 'dave')));
  });

  it('cannot be written by a client, not even its owner', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await givenRollup('alice');
    const ref = rollup(as('alice'), 'alice');
    await assertFails(setDoc(ref, { date: '2026-01-31', currency: 'USD', campaigns: {} }));
    await assertFails(updateDoc(ref, { currency: 'EUR' }));
    await assertFails(deleteDoc(ref));
  });
});

describe('users/{uid}/campaignDrafts (campaign creation: Plus and Premium, docs/product-rules.md §6)', () => {
  // The wizard's own fresh form, as its first autosave writes it, with an objective and a country chosen.
  const draft = () => {
    const form = emptyWizardForm('2026-12-01');
    form.adSets[0]!.audience.locations = ['ES'];
    return {
      name: 'Spring',
      step: 2,
      form: { ...form, name: 'Spring', objective: 'sales', adSets: JSON.stringify(form.adSets) },
      updatedAt: serverTimestamp(),
    };
  };
  /** The draft with its ad sets' text replaced. */
  const withAdSets = (adSets: unknown) => {
    const written = draft();
    return { ...written, form: { ...written.form, adSets } };
  };

  it.each(PLAN_IDS)('%s: drafts only when the plan includes campaign creation', async (plan) => {
    await givenSubscription('alice', plan, 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'campaignDrafts', 'd1');
    if (isEntitled(plan, 'createCampaign')) {
      await assertSucceeds(setDoc(ref, draft()));
      await assertSucceeds(getDoc(ref));
      await assertSucceeds(deleteDoc(ref));
    } else {
      await assertFails(setDoc(ref, draft()));
      await assertFails(getDoc(ref));
    }
  });

  it('refuses another user, unknown fields, a wrong step and a client clock', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(setDoc(doc(as('bob'), 'users', 'alice', 'campaignDrafts', 'd1'), draft()));
    const ref = doc(as('alice'), 'users', 'alice', 'campaignDrafts', 'd1');
    await assertFails(setDoc(ref, { ...draft(), status: 'active' }));
    await assertFails(setDoc(ref, { ...draft(), step: 9 }));
    await assertFails(setDoc(ref, { ...draft(), updatedAt: Timestamp.fromMillis(0) }));
  });

  it('keeps the ad sets as JSON text of at most 200,000 characters', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'campaignDrafts', 'd1');
    await assertSucceeds(setDoc(ref, withAdSets('x'.repeat(200_000))));
    await assertFails(setDoc(ref, withAdSets('x'.repeat(200_001))));
    await assertFails(setDoc(ref, withAdSets([])));
  });

  it('never lets a client write a campaign itself', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice', 'campaigns', 'x'), { name: 'Direct' }));
  });
});

describe('users/{uid}/posts (post creation, every plan)', () => {
  const post = (changes: Record<string, unknown> = {}) => ({
    channels: ['x', 'linkedin'],
    text: 'Hello',
    overrides: {},
    mediaPaths: [],
    status: 'draft',
    scheduledAt: null,
    timeZone: 'Europe/Madrid',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...changes,
  });

  it.each(PLAN_IDS)('%s: an active user saves drafts and future scheduled posts', async (plan) => {
    await givenSubscription('alice', plan, 'active');
    const posts = collection(as('alice'), 'users', 'alice', 'posts');
    await assertSucceeds(setDoc(doc(posts, 'p1'), post()));
    await assertSucceeds(
      setDoc(
        doc(posts, 'p2'),
        post({ status: 'scheduled', scheduledAt: Timestamp.fromMillis(Date.now() + 3_600_000) }),
      ),
    );
    await assertSucceeds(getDocs(posts));
  });

  it('refuses a past schedule, unknown channels, too many or foreign files, wrong texts, a lapsed user and another user', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'posts', 'p1');
    await assertFails(
      setDoc(ref, post({ status: 'scheduled', scheduledAt: Timestamp.fromMillis(Date.now() - 60_000) })),
    );
    await assertFails(setDoc(ref, post({ channels: ['myspace'] })));
    await assertFails(
      setDoc(ref, post({ mediaPaths: Array.from({ length: 11 }, (_, index) => `m${index}`) })),
    );
    await assertFails(setDoc(ref, post({ status: 'published' })));
    await assertFails(setDoc(ref, post({ mediaPaths: ['users/bob/media/photo.png'] })));
    await assertFails(setDoc(ref, post({ overrides: { x: 5 } })));
    await assertFails(setDoc(ref, post({ overrides: { tiktok: 'Not a chosen channel' } })));
    await assertFails(setDoc(ref, post({ text: 'x'.repeat(63_207) })));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(setDoc(doc(as('bob'), 'users', 'alice', 'posts', 'p2'), post()));
    await givenSubscription('alice', 'Basic', 'past_due');
    await assertFails(setDoc(ref, post()));
  });

  it('lets the calendar move a scheduled post to another schedulable time, and nothing else', async () => {
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    await givenSubscription('alice', 'Basic', 'active');
    await rules().withSecurityRulesDisabled(async (context) => {
      const posts = collection(context.firestore(), 'users', 'alice', 'posts');
      const stored = (status: string, scheduledAt: Timestamp | null) =>
        post({ status, scheduledAt, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
      await setDoc(doc(posts, 'scheduled'), stored('scheduled', Timestamp.fromMillis(Date.now() + DAY)));
      await setDoc(doc(posts, 'draft'), stored('draft', null));
      await setDoc(doc(posts, 'published'), stored('published', Timestamp.fromMillis(Date.now() - DAY)));
      await setDoc(doc(posts, 'due'), stored('scheduled', Timestamp.fromMillis(Date.now() - 60_000)));
    });
    const ref = (id: string, uid = 'alice') => doc(as(uid), 'users', 'alice', 'posts', id);
    const moveTo = (at: number, changes: Record<string, unknown> = {}) => ({
      scheduledAt: Timestamp.fromMillis(at),
      updatedAt: serverTimestamp(),
      ...changes,
    });
    await assertSucceeds(updateDoc(ref('scheduled'), moveTo(Date.now() + 3 * DAY)));
    // Not into the past, not past a year, not with other changes, not without the server's time.
    await assertFails(updateDoc(ref('scheduled'), moveTo(Date.now() - HOUR)));
    await assertFails(updateDoc(ref('scheduled'), moveTo(Date.now() + 366 * DAY)));
    await assertFails(updateDoc(ref('scheduled'), moveTo(Date.now() + 2 * DAY, { text: 'Changed' })));
    await assertFails(
      updateDoc(ref('scheduled'), moveTo(Date.now() + 2 * DAY, { status: 'draft', scheduledAt: null })),
    );
    await assertFails(
      updateDoc(ref('scheduled'), { scheduledAt: Timestamp.fromMillis(Date.now() + 2 * DAY) }),
    );
    // A draft, a published post and one whose time has come stay as they are.
    await assertFails(updateDoc(ref('draft'), moveTo(Date.now() + 2 * DAY, { status: 'scheduled' })));
    await assertFails(updateDoc(ref('published'), moveTo(Date.now() + 2 * DAY)));
    await assertFails(updateDoc(ref('due'), moveTo(Date.now() + 2 * DAY)));
    // Nobody else moves it, and a lapsed subscription moves nothing.
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(updateDoc(ref('scheduled', 'bob'), moveTo(Date.now() + 2 * DAY)));
    await givenSubscription('alice', 'Basic', 'past_due');
    await assertFails(updateDoc(ref('scheduled'), moveTo(Date.now() + 2 * DAY)));
  });
});

describe('users/{uid}/mediaRejections (written by the upload check)', () => {
  it('lets its owner read and dismiss a note, never write one; nobody else sees it', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', 'alice', 'mediaRejections', 'fake.png'), {
        path: 'users/alice/media/fake.png',
        declaredType: 'image/png',
        detectedType: null,
        rejectedAt: Timestamp.now(),
      });
    });
    const note = doc(as('alice'), 'users', 'alice', 'mediaRejections', 'fake.png');
    await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'mediaRejections')));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'mediaRejections', 'fake.png')));
    await assertFails(
      setDoc(doc(as('alice'), 'users', 'alice', 'mediaRejections', 'other.png'), { path: 'x' }),
    );
    await assertSucceeds(deleteDoc(note));
  });
});

describe('deny by default', () => {
  it('refuses any other collection', async () => {
    await assertFails(getDoc(doc(as('alice'), 'anything', 'x')));
    await assertFails(setDoc(doc(as('alice'), 'anything', 'x'), { a: 1 }));
  });
});

/**
 * The creator's side submitting content (the server writes it; the rules are not asked): status
 * `contentSubmitted`, dated, with the content when `withContent`.
 */
async function creatorSubmits(uid: string, influencerId: string, withContent: boolean): Promise<void> {
  await rules().withSecurityRulesDisabled(async (context) => {
    await updateDoc(doc(context.firestore(), 'users', uid, 'collaborations', influencerId), {
      status: 'contentSubmitted',
      'stageDates.contentSubmitted': Timestamp.now(),
      updatedAt: Timestamp.now(),
      ...(withContent
        ? { submission: { caption: 'First cut', media: [], submittedAt: Timestamp.now() } }
        : {}),
    });
  });
}

describe('influencers and collaborations (influencer connection, every plan)', () => {
  const BRIEF = {
    deliverables: ['1 Reel', '2 Stories'],
    dueDate: '2027-03-10',
    feeMinor: 50_000,
    currency: 'USD',
  };
  const request = () => ({
    influencerId: 'inf-1',
    handle: '@ava',
    displayName: 'Ava Rivera',
    platform: 'instagram',
    status: 'invited',
    message: 'Hello',
    brief: BRIEF,
    stageDates: { invited: serverTimestamp() },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'influencers', 'inf-1'), {
        handle: '@ava',
        displayName: 'Ava Rivera',
        platform: 'instagram',
        followers: 1000,
        currency: 'USD',
      });
    });
  });

  it('keeps lists of creators: the owner adds and removes creators, never changes when the list was made', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'influencerLists', 'l1');
    const list = {
      name: 'Spring launch',
      influencerIds: ['inf-1'],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    await assertFails(setDoc(ref, { ...list, createdAt: Timestamp.fromMillis(0) }));
    await assertSucceeds(setDoc(ref, list));
    await assertSucceeds(
      updateDoc(ref, { influencerIds: arrayUnion('inf-2'), updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(ref, { influencerIds: arrayUnion('inf-1', 'inf-1 '), updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(ref, { influencerIds: arrayRemove('inf-1'), updatedAt: serverTimestamp() }),
    );
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'influencerLists', 'l1')));
    await assertSucceeds(deleteDoc(ref));
  });

  it("hides a creator from Discover under the catalogue's name, at the server's time, and shows them again", async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'blockedInfluencers', 'inf-1');
    const hidden = { handle: '@ava', displayName: 'Ava Rivera', blockedAt: serverTimestamp() };
    await assertFails(setDoc(ref, { ...hidden, displayName: 'Ava (verified)' }));
    await assertFails(setDoc(ref, { ...hidden, blockedAt: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(ref, { ...hidden, note: 'x' }));
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice', 'blockedInfluencers', 'inf-404'), hidden));
    await assertSucceeds(setDoc(ref, hidden));
    await assertFails(updateDoc(ref, { handle: '@ava' }));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'blockedInfluencers', 'inf-1')));
    await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'blockedInfluencers')));
    await assertSucceeds(deleteDoc(ref));
  });

  it.each(PLAN_IDS)('lets an active %s user read the catalogue and send a request', async (plan) => {
    expect(isEntitled(plan, 'influencers')).toBe(true);
    await givenSubscription('alice', plan, 'active');
    await assertSucceeds(getDoc(doc(as('alice'), 'influencers', 'inf-1')));
    await assertSucceeds(setDoc(doc(as('alice'), 'users', 'alice', 'collaborations', 'inf-1'), request()));
    await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'collaborations')));
  });

  it('refuses a lapsed user, a visitor and another user', async () => {
    await givenSubscription('alice', 'Plus', 'past_due');
    await assertFails(getDoc(doc(as('alice'), 'influencers', 'inf-1')));
    await assertFails(getDoc(doc(rules().unauthenticatedContext().firestore(), 'influencers', 'inf-1')));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(setDoc(doc(as('bob'), 'users', 'alice', 'collaborations', 'inf-1'), request()));
    await assertFails(getDocs(collection(as('bob'), 'users', 'alice', 'collaborations')));
  });

  it('accepts only an invitation with its brief: no other status, no unknown influencer, no display field unlike the catalogue, no extra fields', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = (id: string) => doc(as('alice'), 'users', 'alice', 'collaborations', id);
    await assertFails(setDoc(ref('inf-1'), { ...request(), status: 'accepted' }));
    await assertFails(setDoc(ref('inf-404'), { ...request(), influencerId: 'inf-404' }));
    await assertFails(setDoc(ref('inf-1'), { ...request(), fee: 1 }));
    await assertFails(setDoc(ref('inf-1'), { ...request(), message: 'x'.repeat(501) }));
    await assertFails(setDoc(ref('inf-1'), { ...request(), displayName: 'Ava Rivera (verified)' }));
    await assertFails(setDoc(ref('inf-1'), { ...request(), handle: '@someone_else' }));
    await assertFails(setDoc(ref('inf-1'), { ...request(), brief: { ...BRIEF, currency: 'EUR' } }));
    await assertFails(setDoc(ref('inf-1'), { ...request(), brief: { ...BRIEF, deliverables: [] } }));
    await assertFails(
      setDoc(ref('inf-1'), { ...request(), stageDates: { invited: Timestamp.fromMillis(0) } }),
    );
    await assertFails(
      setDoc(ref('inf-1'), {
        ...request(),
        stageDates: { invited: serverTimestamp(), paid: serverTimestamp() },
      }),
    );
    await assertSucceeds(setDoc(ref('inf-1'), request()));
    await assertFails(setDoc(ref('inf-1'), { ...request(), status: 'posted' }));
  });

  it('lets an unanswered invitation be withdrawn, but not an answered one', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'collaborations', 'inf-1');
    await assertSucceeds(setDoc(ref, request()));
    await assertSucceeds(deleteDoc(ref));
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', 'alice', 'collaborations', 'inf-1'), {
        ...request(),
        status: 'accepted',
      });
    });
    await assertFails(deleteDoc(ref));
  });

  it('moves a collaboration along the pipeline, each stage dated by the server, no stage skipped', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'collaborations', 'inf-1');
    const move = (to: string, extra: Record<string, unknown> = {}) =>
      updateDoc(ref, {
        status: to,
        [`stageDates.${to}`]: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...extra,
      });
    await assertSucceeds(setDoc(ref, request()));
    await assertFails(move('posted'));
    await assertFails(updateDoc(ref, { status: 'accepted', updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(ref, {
        status: 'accepted',
        'stageDates.accepted': Timestamp.fromMillis(0),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(move('accepted', { 'stageDates.invited': serverTimestamp() }));
    await assertFails(move('accepted', { message: 'Changed' }));
    await assertSucceeds(move('accepted'));
    // Content comes from the creator's side, with the content; the advertiser cannot record it.
    await assertFails(move('contentSubmitted'));
    await creatorSubmits('alice', 'inf-1', false);
    await assertFails(move('approved')); // nothing to see yet
    await assertSucceeds(move('accepted')); // changes requested
    await creatorSubmits('alice', 'inf-1', true);
    await assertFails(move('paid'));
    await assertSucceeds(move('approved'));
    await assertSucceeds(move('posted'));
    await assertSucceeds(move('paid'));
    await assertFails(move('posted'));
    await assertFails(deleteDoc(ref));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(
      updateDoc(doc(as('bob'), 'users', 'alice', 'collaborations', 'inf-1'), { status: 'posted' }),
    );
  });

  it('keeps declined final', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'collaborations', 'inf-1');
    await assertSucceeds(setDoc(ref, request()));
    await assertSucceeds(
      updateDoc(ref, {
        status: 'declined',
        'stageDates.declined': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(ref, {
        status: 'accepted',
        'stageDates.accepted': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('changes the brief within bounds until content is submitted', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'collaborations', 'inf-1');
    const brief = (change: Record<string, unknown>) =>
      updateDoc(ref, { brief: { ...BRIEF, ...change }, updatedAt: serverTimestamp() });
    await assertSucceeds(setDoc(ref, request()));
    await assertSucceeds(brief({ feeMinor: 75_000 }));
    await assertFails(brief({ feeMinor: 100_000_001 }));
    await assertFails(brief({ feeMinor: 10.5 }));
    await assertFails(brief({ currency: 'EUR' }));
    await assertFails(brief({ dueDate: 'tomorrow' }));
    await assertFails(brief({ deliverables: [' 1 Reel'] }));
    await assertFails(brief({ deliverables: Array.from({ length: 11 }, (_, index) => `Post ${index}`) }));
    await assertFails(
      updateDoc(ref, { brief: { ...BRIEF, feeMinor: 1 }, updatedAt: Timestamp.fromMillis(0) }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        status: 'accepted',
        'stageDates.accepted': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(brief({ dueDate: '2027-04-01' }));
    await creatorSubmits('alice', 'inf-1', true);
    await assertFails(brief({ feeMinor: 1 }));
  });

  it("keeps a thread of messages: the advertiser's own, signed and dated by the server, never changed", async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const alice = rules()
      .authenticatedContext('alice', { email_verified: true, email: 'alice@example.com' })
      .firestore() as unknown as Firestore;
    const collaboration = doc(alice, 'users', 'alice', 'collaborations', 'inf-1');
    const messages = collection(alice, 'users', 'alice', 'collaborations', 'inf-1', 'messages');
    const message = {
      from: 'advertiser',
      text: 'Here is the product to feature.',
      by: 'alice',
      byEmail: 'alice@example.com',
      sentAt: serverTimestamp(),
    };
    await assertFails(setDoc(doc(messages, 'm0'), message)); // no collaboration yet
    await assertSucceeds(setDoc(collaboration, request()));
    await assertSucceeds(setDoc(doc(messages, 'm1'), message));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, from: 'creator' }));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, by: 'bob' }));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, byEmail: 'boss@example.com' }));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, sentAt: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, text: '' }));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, text: 'x'.repeat(2001) }));
    await assertFails(setDoc(doc(messages, 'm2'), { ...message, pinned: true }));
    await assertFails(updateDoc(doc(messages, 'm1'), { text: 'Edited' }));
    await assertFails(deleteDoc(doc(messages, 'm1')));
    await assertSucceeds(getDocs(messages));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(
      getDocs(collection(as('bob'), 'users', 'alice', 'collaborations', 'inf-1', 'messages')),
    );
    await assertSucceeds(
      updateDoc(collaboration, {
        status: 'declined',
        'stageDates.declined': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(setDoc(doc(messages, 'm3'), message));
  });
});

describe('scheduled reports (every plan, written by the functions)', () => {
  it('lets the owner read and delete a schedule and read its history, never write either', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', 'alice', 'reportSchedules', 's1'), { name: 'Weekly' });
      await setDoc(doc(context.firestore(), 'users', 'alice', 'reportSchedules', 's1', 'runs', 'r1'), {
        test: true,
      });
      await setDoc(doc(context.firestore(), 'mail', 'm1'), { to: ['boss@example.com'] });
    });
    const schedule = doc(as('alice'), 'users', 'alice', 'reportSchedules', 's1');
    await assertSucceeds(getDoc(schedule));
    await assertSucceeds(getDocs(collection(as('alice'), 'users', 'alice', 'reportSchedules', 's1', 'runs')));
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice', 'reportSchedules', 's2'), { name: 'Daily' }));
    await assertFails(updateDoc(schedule, { nextRunAt: Timestamp.now() }));
    await assertFails(
      setDoc(doc(as('alice'), 'users', 'alice', 'reportSchedules', 's1', 'runs', 'r2'), { test: false }),
    );
    await assertFails(getDoc(doc(as('alice'), 'mail', 'm1')));
    await assertFails(setDoc(doc(as('alice'), 'mail', 'm2'), { to: ['anyone@example.com'] }));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'reportSchedules', 's1')));
    await assertFails(deleteDoc(doc(as('bob'), 'users', 'alice', 'reportSchedules', 's1')));
    await assertSucceeds(deleteDoc(schedule));
  });
});

describe('leads (Premium only, docs/product-rules.md §6)', () => {
  const lead = { name: 'Ana', email: 'ana@example.com', status: 'new', note: '', createdAt: Timestamp.now() };

  async function givenLead(uid: string, status = 'new'): Promise<void> {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', uid, 'leads', 'l1'), { ...lead, status });
    });
  }

  it.each(PLAN_IDS)('%s: readable only when the plan includes leads', async (plan) => {
    await givenSubscription('alice', plan, 'active');
    await givenLead('alice');
    const read = getDocs(collection(as('alice'), 'users', 'alice', 'leads'));
    if (isEntitled(plan, 'leads')) await assertSucceeds(read);
    else await assertFails(read);
  });

  it('refuses a lapsed Premium user and another user', async () => {
    await givenSubscription('alice', 'Premium', 'past_due');
    await givenLead('alice');
    await assertFails(getDocs(collection(as('alice'), 'users', 'alice', 'leads')));
    await givenSubscription('bob', 'Premium', 'active');
    await assertFails(getDocs(collection(as('bob'), 'users', 'alice', 'leads')));
  });

  /** Alice, signed in with her e-mail address (an activity entry names it), and her lead. */
  const alice = (): Firestore =>
    rules()
      .authenticatedContext('alice', { email_verified: true, email: 'alice@example.com' })
      .firestore() as unknown as Firestore;
  const leadRef = (db = alice()) => doc(db, 'users', 'alice', 'leads', 'l1');
  const entry = (changes: Record<string, unknown>) => ({
    from: null,
    to: null,
    note: null,
    by: 'alice',
    byEmail: 'alice@example.com',
    at: serverTimestamp(),
    ...changes,
  });

  /** The lead change and its activity entry, in one batch as the app writes them. */
  function change(
    leadChange: Record<string, unknown>,
    activity: Record<string, unknown> | null,
    activityId = `a${Math.random().toString(36).slice(2)}`,
  ): Promise<void> {
    const db = alice();
    const batch = writeBatch(db);
    batch.update(leadRef(db), { ...leadChange, lastActivity: activityId, updatedAt: serverTimestamp() });
    if (activity) batch.set(doc(leadRef(db), 'activity', activityId), activity);
    return batch.commit();
  }
  const move = (from: string, to: string) => change({ status: to }, entry({ type: 'status', from, to }));

  it('moves a lead one step along the pipeline or to lost, reopens a lost lead, never reopens a won one', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await givenLead('alice');
    await assertFails(move('new', 'won'));
    await assertSucceeds(move('new', 'contacted'));
    await assertFails(move('contacted', 'new'));
    await assertSucceeds(move('contacted', 'lost'));
    await assertFails(move('lost', 'won'));
    await assertSucceeds(move('lost', 'qualified'));
    await assertSucceeds(move('qualified', 'won'));
    await assertFails(move('won', 'qualified'));
  });

  it('records every change in the same write, as what happened, by whom, at the server time', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await givenLead('alice');
    // No entry, or a plain update without one.
    await assertFails(change({ status: 'contacted' }, null));
    await assertFails(updateDoc(leadRef(), { status: 'contacted', updatedAt: serverTimestamp() }));
    // An entry that says something else happened.
    await assertFails(change({ status: 'contacted' }, entry({ type: 'status', from: 'new', to: 'lost' })));
    await assertFails(
      change({ status: 'contacted' }, entry({ type: 'status', from: 'qualified', to: 'contacted' })),
    );
    await assertFails(change({ status: 'contacted' }, entry({ type: 'note', note: 'Hi' })));
    await assertFails(
      change({ status: 'contacted', note: 'Hi' }, entry({ type: 'status', from: 'new', to: 'contacted' })),
    );
    // Someone else, another time, another field.
    await assertFails(
      change({ status: 'contacted' }, entry({ type: 'status', from: 'new', to: 'contacted', by: 'bob' })),
    );
    await assertFails(
      change(
        { status: 'contacted' },
        entry({ type: 'status', from: 'new', to: 'contacted', byEmail: 'boss@example.com' }),
      ),
    );
    await assertFails(
      change(
        { status: 'contacted' },
        entry({ type: 'status', from: 'new', to: 'contacted', at: Timestamp.fromMillis(0) }),
      ),
    );
    await assertFails(
      change({ status: 'contacted' }, entry({ type: 'status', from: 'new', to: 'contacted', extra: 1 })),
    );
    await assertSucceeds(
      change({ status: 'contacted' }, entry({ type: 'status', from: 'new', to: 'contacted' }), 'a1'),
    );
    // An entry is written once: never again under the same id, never changed, never deleted, never alone.
    await assertFails(change({ note: 'Again' }, entry({ type: 'note', note: 'Again' }), 'a1'));
    const written = doc(leadRef(), 'activity', 'a1');
    await assertSucceeds(getDoc(written));
    await assertFails(updateDoc(written, { by: 'bob' }));
    await assertFails(deleteDoc(written));
    await assertFails(setDoc(doc(leadRef(), 'activity', 'a2'), entry({ type: 'note', note: 'Orphan' })));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'leads', 'l1', 'activity', 'a1')));
  });

  it('saves a note with its entry, but refuses other fields, long notes, creating and deleting', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await givenLead('alice');
    const note = (text: string) => change({ note: text }, entry({ type: 'note', note: text }));
    await assertSucceeds(note('Call on Tuesday'));
    await assertFails(note('Call on Tuesday')); // unchanged: nothing happened
    await assertFails(note('x'.repeat(2001)));
    await assertFails(change({ email: 'x@example.com' }, entry({ type: 'note', note: 'Call on Tuesday' })));
    await assertFails(setDoc(doc(alice(), 'users', 'alice', 'leads', 'l2'), lead));
    await assertFails(deleteDoc(leadRef()));
  });
});

describe('ad library and boards (Plus and Premium, docs/product-rules.md §6)', () => {
  const board = (adIds: string[]) => ({
    name: 'Inspiration',
    adIds,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'ads', 'ad-1'), { advertiser: 'Acme', active: true });
    });
  });

  it.each(PLAN_IDS)('%s: the library and boards only when the plan includes them', async (plan) => {
    await givenSubscription('alice', plan, 'active');
    // Each request is made (and its outcome awaited) in turn: a denied write started before the read
    // was awaited would reject unhandled.
    const read = () => getDoc(doc(as('alice'), 'ads', 'ad-1'));
    const create = () => setDoc(doc(as('alice'), 'users', 'alice', 'boards', 'b1'), board(['ad-1']));
    if (isEntitled(plan, 'adLibrary')) {
      await assertSucceeds(read());
      await assertSucceeds(create());
    } else {
      await assertFails(read());
      await assertFails(create());
    }
  });

  it("refuses another user's boards, oversized or repeated ads, other types and unknown fields", async () => {
    await givenSubscription('alice', 'Plus', 'active');
    await givenSubscription('bob', 'Premium', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'boards', 'b1');
    await assertSucceeds(setDoc(ref, board(['ad-1'])));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'boards', 'b1')));
    await assertFails(setDoc(ref, { ...board([]), owner: 'bob' }));
    await assertFails(setDoc(ref, board(Array.from({ length: 201 }, (_, index) => `ad-${index}`))));
    await assertFails(setDoc(ref, { ...board([]), name: '' }));
    await assertFails(setDoc(ref, { ...board([]), adIds: 'x'.repeat(900_000) }));
    await assertFails(
      setDoc(ref, { ...board([]), adIds: Array.from({ length: 200 }, () => ({ id: 'ad-1', note: 'x' })) }),
    );
    await assertFails(setDoc(ref, board(['ad-1', 'ad-1'])));
  });

  it('saves and removes ads on a board, keeping its creation time', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'boards', 'b1');
    await assertSucceeds(setDoc(ref, board([])));
    await assertSucceeds(updateDoc(ref, { adIds: ['ad-1'], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: Timestamp.fromMillis(0), updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });
});

describe('saved ads and followed advertisers (docs/product-rules.md §10.4)', () => {
  const ad = LIBRARY_AD;
  const copy = (changes: Record<string, unknown> = {}) => ({
    ...ad,
    note: '',
    tags: [],
    savedAt: serverTimestamp(),
    ...changes,
  });
  const savedRef = (uid = 'alice', adId = 'ad-1') => doc(as(uid), 'users', uid, 'savedAds', adId);

  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'ads', 'ad-1'), ad);
    });
  });

  it('keeps a copy only of the ad as the library has it, with an empty note and no tags', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    await assertFails(setDoc(savedRef(), copy({ headline: 'A better headline' })));
    await assertFails(setDoc(savedRef(), copy({ imageUrl: 'https://tracker.example/x.gif' })));
    await assertFails(setDoc(savedRef(), copy({ platforms: { instagram: true, x: true } })));
    await assertFails(setDoc(savedRef(), copy({ note: 'x' })));
    await assertFails(setDoc(savedRef(), copy({ owner: 'bob' })));
    await assertFails(setDoc(savedRef('alice', 'ad-404'), copy()));
    await assertSucceeds(setDoc(savedRef(), copy()));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'savedAds', 'ad-1')));
  });

  it("keeps a copy of an ad of Meta's Ad Library, which has no picture, media type or landing page", async () => {
    await givenSubscription('alice', 'Plus', 'active');
    const archived = { ...ad, cta: '', landingUrl: null, mediaType: null, imageUrl: null };
    await rules().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'ads', 'meta_900000000000001'), {
        ...archived,
        source: 'metaAdLibrary',
        euReach: 1200,
        keptAt: Timestamp.fromMillis(1_700_000_000_000),
      });
    });
    const archivedRef = savedRef('alice', 'meta_900000000000001');
    await assertFails(setDoc(archivedRef, copy({ ...archived, imageUrl: 'https://tracker.example/x.gif' })));
    await assertSucceeds(setDoc(archivedRef, copy(archived)));
  });

  it('then changes only its note and tags, within their limits', async () => {
    await givenSubscription('alice', 'Premium', 'active');
    await assertSucceeds(setDoc(savedRef(), copy()));
    await assertSucceeds(updateDoc(savedRef(), { note: 'Strong hook', tags: ['hooks', 'spring sale'] }));
    await assertFails(updateDoc(savedRef(), { headline: 'Changed' }));
    await assertFails(updateDoc(savedRef(), { note: 'x'.repeat(1001) }));
    await assertFails(updateDoc(savedRef(), { tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }));
    await assertFails(updateDoc(savedRef(), { tags: ['a', 'a'] }));
    await assertFails(updateDoc(savedRef(), { tags: [' padded'] }));
    await assertFails(updateDoc(savedRef(), { tags: ['tabbed\t'] }));
    await assertFails(updateDoc(savedRef(), { tags: ['x'.repeat(31)] }));
    await assertFails(updateDoc(savedRef(), { tags: [1] }));
    await assertSucceeds(deleteDoc(savedRef()));
  });

  it('is the ad library: Basic keeps no copy and follows no advertiser', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    await assertFails(setDoc(savedRef(), copy()));
    await assertFails(
      setDoc(doc(as('alice'), 'users', 'alice', 'followedAdvertisers', 'acme-shoes'), {
        name: 'Acme Shoes',
        followedAt: serverTimestamp(),
        lastSeenAt: serverTimestamp(),
      }),
    );
  });

  it("follows an advertiser at the server's time and moves only the last visit, to the server's time", async () => {
    await givenSubscription('alice', 'Plus', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'followedAdvertisers', 'acme-shoes');
    const follow = { name: 'Acme Shoes', followedAt: serverTimestamp(), lastSeenAt: serverTimestamp() };
    await assertFails(setDoc(ref, { ...follow, lastSeenAt: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(ref, { ...follow, name: '' }));
    await assertFails(setDoc(ref, { ...follow, extra: true }));
    await assertSucceeds(setDoc(ref, follow));
    await assertSucceeds(updateDoc(ref, { lastSeenAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lastSeenAt: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(ref, { name: 'Other', lastSeenAt: serverTimestamp() }));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'followedAdvertisers', 'acme-shoes')));
    await assertSucceeds(deleteDoc(ref));
  });
});

describe('the campaigns list: saved views and preferences (docs/product-rules.md §10.1)', () => {
  const view = (changes: Record<string, unknown> = {}) => ({
    name: 'Spend leaders',
    status: 'active',
    search: 'spring',
    sortField: 'spend',
    sortDirection: 'desc',
    range: 'last30',
    custom: null,
    columns: ['delivery', 'spend', 'results'],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...changes,
  });
  const preferences = (changes: Record<string, unknown> = {}) => ({
    range: 'last7',
    custom: { from: '2026-10-01', to: '2026-10-31' },
    columns: ['delivery', 'budget', 'roas'],
    customColumns: ['delivery', 'budget', 'roas'],
    updatedAt: serverTimestamp(),
    ...changes,
  });

  it('lets the owner save, read and delete a view within bounds, never edit one', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'campaignViews', 'v1');
    await assertSucceeds(setDoc(ref, view()));
    await assertSucceeds(getDoc(ref));
    await assertFails(updateDoc(ref, { name: 'Renamed', updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of 61 characters', { name: 'x'.repeat(61) }],
    ['a search of 101 characters', { search: 'x'.repeat(101) }],
    ['an unknown status', { status: 'deleted' }],
    ['an unknown sort', { sortField: 'impressions' }],
    ['an unknown range', { range: 'last90' }],
    ['a custom range that runs backwards', { custom: { from: '2026-10-31', to: '2026-10-01' } }],
    ['a custom range that is not dates', { custom: { from: 'yesterday', to: '2026-10-01' } }],
    ['a custom range with more keys', { custom: { from: '2026-10-01', to: '2026-10-31', tz: 'UTC' } }],
    ['no columns', { columns: [] }],
    ['an unknown column', { columns: ['spend', 'profit'] }],
    ['a column twice', { columns: ['spend', 'spend'] }],
    ['columns as a string', { columns: 'spend,results' }],
    ['an extra field', { owner: 'bob' }],
    ['a creation time of its own', { createdAt: Timestamp.fromMillis(0) }],
  ])('refuses a view with %s', async (_case, changes) => {
    await givenSubscription('alice', 'Premium', 'active');
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice', 'campaignViews', 'v1'), view(changes)));
  });

  it('keeps views and preferences to their owner, and out of reach of a lapsed plan', async () => {
    await givenSubscription('alice', 'Plus', 'active');
    await givenSubscription('bob', 'Premium', 'active');
    await givenSubscription('carol', 'Plus', 'past_due');
    await assertSucceeds(setDoc(doc(as('alice'), 'users', 'alice', 'campaignViews', 'v1'), view()));
    await assertFails(getDoc(doc(as('bob'), 'users', 'alice', 'campaignViews', 'v1')));
    await assertFails(setDoc(doc(as('bob'), 'users', 'alice', 'campaignViews', 'v2'), view()));
    await assertFails(setDoc(doc(as('carol'), 'users', 'carol', 'campaignViews', 'v1'), view()));
    await assertFails(
      setDoc(doc(as('bob'), 'users', 'alice', 'preferences', 'campaignsList'), preferences()),
    );
    await assertFails(
      setDoc(doc(as('carol'), 'users', 'carol', 'preferences', 'campaignsList'), preferences()),
    );
  });

  it('keeps the list preferences within bounds, under their one id', async () => {
    await givenSubscription('alice', 'Basic', 'active');
    const ref = doc(as('alice'), 'users', 'alice', 'preferences', 'campaignsList');
    await assertSucceeds(setDoc(ref, preferences()));
    await assertSucceeds(setDoc(ref, preferences({ custom: null, customColumns: null })));
    await assertSucceeds(getDoc(ref));
    await assertFails(setDoc(ref, preferences({ range: 'forever' })));
    await assertFails(setDoc(ref, preferences({ columns: ['spend', 'spend'] })));
    await assertFails(setDoc(ref, preferences({ customColumns: [] })));
    await assertFails(setDoc(ref, preferences({ theme: 'dark' })));
    await assertFails(setDoc(doc(as('alice'), 'users', 'alice', 'preferences', 'other'), preferences()));
  });
});

describe('a subscription gives access only while it is active and its period has not ended (docs/product-rules.md §4)', () => {
  it.each(SUBSCRIPTION_CASES)('$name: access $active', async (subscriptionCase) => {
    const { active } = subscriptionCase;
    await rules().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(
        doc(db, 'subscriptions', 'alice'),
        subscriptionRecord(subscriptionCase, Timestamp.fromMillis),
      );
      await setDoc(doc(db, 'users', 'alice', 'campaigns', 'c1'), { name: 'Spring Sale', status: 'active' });
      await setDoc(doc(db, 'users', 'alice', 'leads', 'l1'), { name: 'Ana', status: 'new', note: '' });
    });
    // Each read is made (and its outcome awaited) in turn: a denied read started early would reject unhandled.
    const reads = [
      () => getDoc(doc(as('alice'), 'users', 'alice', 'campaigns', 'c1')),
      () => getDoc(doc(as('alice'), 'users', 'alice', 'leads', 'l1')),
    ];
    for (const read of reads) await (active ? assertSucceeds(read()) : assertFails(read()));
  });
});
