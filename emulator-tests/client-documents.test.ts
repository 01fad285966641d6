import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import type { Firestore } from 'firebase/firestore';
import { collection, deleteDoc, doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { campaignDraftDocumentSchema } from 'creation/draft-document';
import { postDocumentSchema } from 'creation/post-document';
import { boardDocumentSchema } from 'ad-library/board-document';
import { savedAdNotesSchema } from 'ad-library/saved-ad-notes';
import {
  collaborationMessageDocumentSchema,
  newCollaborationDocumentSchema,
} from 'influencers/collaboration-document';
import { influencerListDocumentSchema } from 'influencers/list-document';
import {
  boardArbitrary,
  collaborationArbitrary,
  collaborationMessageArbitrary,
  draftArbitrary,
  hostile,
  influencerListArbitrary,
  postArbitrary,
  savedAdNotesArbitrary,
  type Doc,
} from './support/documentArbitraries';
import { LIBRARY_AD } from './support/libraryAd';
import { firestoreRulesEnvironment } from './support/rulesEnvironment';

/**
 * Every document a client writes, generated: documents inside the app's own zod schema and hostile
 * copies of them. The schema is the oracle: the rules must allow exactly the documents it accepts
 * (docs/architecture.md "Data"). A failure prints the fast-check seed and the smallest document found.
 */

const PROJECT_ID = 'demo-adplatform-documents';
const UID = 'alice';
/**
 * Generated documents per kind: about half hostile, of which some stay valid (an ad removed from a
 * board is still a board); each kind must exercise both sides, at least an eighth of the runs each.
 */
const RUNS = 120;
/** A saved copy of an ad as the library had it (`users/{uid}/savedAds/{adId}`), before its notes change. */
const SAVED_AD = {
  ...LIBRARY_AD,
  note: '',
  tags: [],
  savedAt: Timestamp.fromMillis(1_700_000_100_000),
};
const INFLUENCER = {
  id: 'inf-1',
  handle: '@ava',
  displayName: 'Ava Rivera',
  platform: 'instagram',
  currency: 'USD',
} as const;

let env: RulesTestEnvironment;

jest.setTimeout(120_000);

function db(): Firestore {
  return env.authenticatedContext(UID, { email_verified: true }).firestore() as unknown as Firestore;
}

/** Whether the write is allowed: true, false, or the client's own refusal (a value Firestore cannot hold). */
async function allowed(write: () => Promise<void>): Promise<boolean> {
  return Promise.resolve()
    .then(write)
    .then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'permission-denied' || error.code === 'invalid-argument') return false;
        throw error;
      },
    );
}

/**
 * Checks `RUNS` documents from `valid` and `hostile(valid)` against `write`: allowed exactly when
 * `accepts` says so. Returns how many were valid and how many not.
 */
async function checkAgainstRules(
  valid: fc.Arbitrary<Doc>,
  accepts: (doc: Doc) => boolean,
  write: (doc: Doc) => Promise<void>,
): Promise<{ valid: number; invalid: number }> {
  const counts = { valid: 0, invalid: 0 };
  await fc.assert(
    fc.asyncProperty(fc.oneof(valid, hostile(valid)), async (document) => {
      const expected = accepts(document);
      counts[expected ? 'valid' : 'invalid'] += 1;
      expect(await allowed(() => write(document))).toBe(expected);
    }),
    { numRuns: RUNS },
  );
  return counts;
}

/** A number of epoch ms as the Timestamp the app writes; anything else as it is. */
function asTimestamp(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isInteger(value)) return value;
  try {
    return Timestamp.fromMillis(value);
  } catch {
    return value;
  }
}

beforeAll(async () => {
  env = await firestoreRulesEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore();
    await setDoc(doc(admin, 'subscriptions', UID), { selectedPlan: 'Premium', status: 'active' });
    const { id, ...catalogued } = INFLUENCER;
    await setDoc(doc(admin, 'influencers', id), { ...catalogued, followers: 1000 });
    await setDoc(doc(admin, 'users', UID, 'savedAds', 'ad-1'), SAVED_AD);
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('generated client documents: the rules allow exactly what the app schema accepts', () => {
  it('campaign drafts (users/{uid}/campaignDrafts)', async () => {
    const schema = campaignDraftDocumentSchema();
    const counts = await checkAgainstRules(
      draftArbitrary(UID),
      (draft) => schema.safeParse(draft).success,
      (draft) =>
        setDoc(doc(db(), 'users', UID, 'campaignDrafts', 'd1'), { ...draft, updatedAt: serverTimestamp() }),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });

  it('posts (users/{uid}/posts)', async () => {
    const now = Date.now();
    const schema = postDocumentSchema(UID, now);
    const counts = await checkAgainstRules(
      postArbitrary(UID, now),
      (post) => schema.safeParse(post).success,
      (post) =>
        setDoc(doc(collection(db(), 'users', UID, 'posts')), {
          ...post,
          ...('scheduledAt' in post ? { scheduledAt: asTimestamp(post.scheduledAt) } : {}),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });

  it('boards (users/{uid}/boards)', async () => {
    const counts = await checkAgainstRules(
      boardArbitrary,
      (board) => boardDocumentSchema.safeParse(board).success,
      (board) =>
        setDoc(doc(collection(db(), 'users', UID, 'boards')), {
          ...board,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });

  it("saved ads' notes and tags (users/{uid}/savedAds): nothing else of the copy changes", async () => {
    const { note: _note, tags: _tags, ...copy } = SAVED_AD;
    const counts = await checkAgainstRules(
      savedAdNotesArbitrary,
      (notes) => savedAdNotesSchema.safeParse(notes).success,
      // The whole document written back, as an attacker would: only the note and tags may differ.
      (notes) => setDoc(doc(db(), 'users', UID, 'savedAds', 'ad-1'), { ...copy, ...notes }),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });

  it('lists of creators (users/{uid}/influencerLists)', async () => {
    const counts = await checkAgainstRules(
      influencerListArbitrary,
      (list) => influencerListDocumentSchema.safeParse(list).success,
      (list) =>
        setDoc(doc(collection(db(), 'users', UID, 'influencerLists')), {
          ...list,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });

  it('connection requests (users/{uid}/collaborations): display fields only as the catalogue has them, the brief within bounds', async () => {
    const schema = newCollaborationDocumentSchema(INFLUENCER);
    const counts = await checkAgainstRules(
      collaborationArbitrary(INFLUENCER),
      (request) => schema.safeParse(request).success,
      async (request) => {
        await env.withSecurityRulesDisabled((context) =>
          deleteDoc(doc(context.firestore(), 'users', UID, 'collaborations', INFLUENCER.id)),
        );
        await setDoc(doc(db(), 'users', UID, 'collaborations', INFLUENCER.id), {
          ...request,
          stageDates: { invited: serverTimestamp() },
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
      },
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });

  it("a collaboration's thread (users/{uid}/collaborations/{id}/messages): the advertiser's own messages", async () => {
    const sender = { uid: UID, email: 'alice@example.com' };
    const schema = collaborationMessageDocumentSchema(sender);
    const signedIn = env
      .authenticatedContext(UID, { email_verified: true, email: sender.email })
      .firestore() as unknown as Firestore;
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'users', UID, 'collaborations', 'inf-2'), { status: 'accepted' }),
    );
    const counts = await checkAgainstRules(
      collaborationMessageArbitrary(sender),
      (message) => schema.safeParse(message).success,
      (message) =>
        setDoc(doc(collection(signedIn, 'users', UID, 'collaborations', 'inf-2', 'messages')), {
          ...message,
          sentAt: serverTimestamp(),
        }),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 8);
    expect(counts.invalid).toBeGreaterThan(RUNS / 8);
  });
});
