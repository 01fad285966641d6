import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  deleteObject,
  getBytes,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { subscriptionClaims } from '@adplatform/plans/claims';

/**
 * storage.rules (docs/architecture.md "Storage"): a user reads and writes only under their own uid, images and
 * videos only, within a size limit per content type. These run through whichever rules runtime the
 * emulator has — the offline stand-in here — so they also prove the stand-in enforces the rules.
 */
const PROJECT_ID = 'demo-adplatform-storage-rules';
const MB = 1024 * 1024;

let env: RulesTestEnvironment;

/** Token claims of a verified user with an active subscription whose period ends in 20 days. */
const SUBSCRIBED = {
  email_verified: true,
  ...subscriptionClaims({
    selectedPlan: 'Basic',
    status: 'active',
    periodEnd: new Date(Date.now() + 20 * 24 * 3_600_000),
  }),
};

function as(uid: string | null, claims: Record<string, unknown> = SUBSCRIBED): FirebaseStorage {
  const context = uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext();
  return context.storage() as unknown as FirebaseStorage;
}

/** Now, in the seconds of a token's `iat`. */
function now(): number {
  return Math.floor(Date.now() / 1000);
}

function bytes(size: number): Uint8Array {
  return new Uint8Array(size);
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: {
      rules: readFileSync(path.join(__dirname, '..', 'storage.rules'), 'utf8'),
      host: '127.0.0.1',
      port: 9199,
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('storage.rules', () => {
  it('lets a user upload an image under their own uid and read it back', async () => {
    const file = ref(as('alice'), 'users/alice/media/photo.png');
    await assertSucceeds(uploadBytes(file, bytes(1024), { contentType: 'image/png' }));
    await assertSucceeds(getBytes(file));
  });

  it('accepts a video within its larger limit, only as an attachment', async () => {
    const file = ref(as('alice'), 'users/alice/media/clip.mp4');
    await assertFails(uploadBytes(file, bytes(1024), { contentType: 'video/mp4' }));
    await assertFails(
      uploadBytes(file, bytes(1024), { contentType: 'video/mp4', contentDisposition: 'inline' }),
    );
    await assertSucceeds(
      uploadBytes(file, bytes(11 * MB), {
        contentType: 'video/mp4',
        contentDisposition: 'attachment; filename="clip.mp4"',
      }),
    );
  });

  it('lets only a verified user with an active subscription in its period upload (the token claims)', async () => {
    const upload = (claims: Record<string, unknown>) =>
      uploadBytes(ref(as('alice', claims), 'users/alice/media/gated.png'), bytes(10), {
        contentType: 'image/png',
      });
    await assertFails(upload({ ...SUBSCRIBED, email_verified: false }));
    await assertFails(upload({ email_verified: true }));
    await assertFails(upload({ ...SUBSCRIBED, subscriptionStatus: 'past_due' }));
    await assertFails(upload({ ...SUBSCRIBED, subscriptionEnds: Math.floor(Date.now() / 1000) - 60 }));
    await assertSucceeds(upload({ ...SUBSCRIBED, subscriptionEnds: null }));
    await assertSucceeds(upload(SUBSCRIBED));
  });

  it('lets the owner change a file’s custom metadata, never its type', async () => {
    const file = ref(as('alice'), 'users/alice/media/described.png');
    await assertSucceeds(uploadBytes(file, bytes(10), { contentType: 'image/png' }));
    await assertSucceeds(updateMetadata(file, { customMetadata: { alt: 'A beach' } }));
    await assertFails(updateMetadata(file, { contentType: 'text/html' }));
    await assertFails(
      updateMetadata(ref(as('bob'), 'users/alice/media/described.png'), { customMetadata: { alt: 'x' } }),
    );
  });

  it("refuses another user's folder, for writing and for reading", async () => {
    await assertFails(
      uploadBytes(ref(as('bob'), 'users/alice/media/x.png'), bytes(10), { contentType: 'image/png' }),
    );
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), 'users/alice/media/private.png'), bytes(10), {
        contentType: 'image/png',
      });
    });
    await assertFails(getBytes(ref(as('bob'), 'users/alice/media/private.png')));
    await assertFails(getBytes(ref(as(null), 'users/alice/media/private.png')));
  });

  it('lists a library page for its owner only (docs/product-rules.md §9: page size 1 to 1000)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), 'users/alice/media/listed.png'), bytes(10), {
        contentType: 'image/png',
      });
    });
    const page = await assertSucceeds(list(ref(as('alice'), 'users/alice/media'), { maxResults: 10 }));
    expect(page.items.map((item) => item.name)).toContain('listed.png');
    await assertFails(list(ref(as('bob'), 'users/alice/media'), { maxResults: 10 }));
    await assertFails(list(ref(as(null), 'users/alice/media'), { maxResults: 10 }));
  });

  it('refuses an image over 10 MB and a type that is neither image nor video', async () => {
    await assertFails(
      uploadBytes(ref(as('alice'), 'users/alice/media/huge.png'), bytes(10 * MB + 1), {
        contentType: 'image/png',
      }),
    );
    await assertFails(
      uploadBytes(ref(as('alice'), 'users/alice/media/notes.txt'), bytes(10), { contentType: 'text/plain' }),
    );
  });

  it('refuses anything outside the media folder (deny by default)', async () => {
    await assertFails(
      uploadBytes(ref(as('alice'), 'elsewhere/a.png'), bytes(10), { contentType: 'image/png' }),
    );
  });

  it("lets an account's members read its media, and only owners and admins upload or delete (docs/product-rules.md §10.9)", async () => {
    const member = (role: string) => ({ ...SUBSCRIBED, accountId: 'alice', accountRole: role, iat: now() });
    await assertSucceeds(
      uploadBytes(ref(as('alice'), 'users/alice/media/team.png'), bytes(1024), { contentType: 'image/png' }),
    );
    const asAnalyst = as('ann', member('analyst'));
    await assertSucceeds(getBytes(ref(asAnalyst, 'users/alice/media/team.png')));
    await assertSucceeds(list(ref(asAnalyst, 'users/alice/media')));
    await assertFails(
      uploadBytes(ref(asAnalyst, 'users/alice/media/mine.png'), bytes(1024), { contentType: 'image/png' }),
    );
    await assertSucceeds(
      uploadBytes(ref(as('ada', member('admin')), 'users/alice/media/ada.png'), bytes(1024), {
        contentType: 'image/png',
      }),
    );
    // A member of another account, or a removed one (claims cleared), gets nothing.
    const stranger = as('bob', { ...SUBSCRIBED, accountId: 'carol', accountRole: 'owner', iat: now() });
    await assertFails(getBytes(ref(stranger, 'users/alice/media/team.png')));
    await assertFails(
      getBytes(ref(as('ann', { ...SUBSCRIBED, accountId: null }), 'users/alice/media/team.png')),
    );
  });

  it('refuses a member whose token was issued more than 15 minutes ago, as a removed member’s last token', async () => {
    await assertSucceeds(
      uploadBytes(ref(as('alice'), 'users/alice/media/old.png'), bytes(1024), { contentType: 'image/png' }),
    );
    const issued = (minutesAgo: number) => ({
      ...SUBSCRIBED,
      accountId: 'alice',
      accountRole: 'admin',
      iat: now() - minutesAgo * 60,
    });
    await assertSucceeds(getBytes(ref(as('ada', issued(14)), 'users/alice/media/old.png')));
    const stale = as('ada', issued(16));
    await assertFails(getBytes(ref(stale, 'users/alice/media/old.png')));
    await assertFails(list(ref(stale, 'users/alice/media')));
    await assertFails(
      uploadBytes(ref(stale, 'users/alice/media/late.png'), bytes(1024), { contentType: 'image/png' }),
    );
    // The subscriber's own token is judged by their uid, whatever its age.
    await assertSucceeds(
      getBytes(ref(as('alice', { ...SUBSCRIBED, iat: now() - 50 * 60 }), 'users/alice/media/old.png')),
    );
  });

  it('refuses a media name that could not be read, deleted or named in a document', async () => {
    for (const fileName of [
      '..',
      '__evil__',
      'a%2Fb.png',
      '.hidden.png',
      'tab\tname.png',
      `${'a'.repeat(201)}.png`,
    ]) {
      await assertFails(
        uploadBytes(ref(as('alice'), `users/alice/media/${fileName}`), bytes(1024), {
          contentType: 'image/png',
        }),
      );
    }
    await assertSucceeds(
      uploadBytes(ref(as('alice'), 'users/alice/media/1732500000000-summer_banner.v2.png'), bytes(1024), {
        contentType: 'image/png',
      }),
    );
  });

  it('takes no upload into a member’s own folder under the account’s plan, and lets them delete what is there', async () => {
    await assertSucceeds(
      uploadBytes(ref(as('ann'), 'users/ann/media/before.png'), bytes(1024), { contentType: 'image/png' }),
    );
    const asMember = as('ann', { ...SUBSCRIBED, accountId: 'alice', accountRole: 'admin', iat: now() });
    await assertFails(
      uploadBytes(ref(asMember, 'users/ann/media/mine.png'), bytes(1024), { contentType: 'image/png' }),
    );
    await assertSucceeds(getBytes(ref(asMember, 'users/ann/media/before.png')));
    await assertSucceeds(deleteObject(ref(asMember, 'users/ann/media/before.png')));
  });
});
