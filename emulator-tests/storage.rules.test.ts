import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getBytes, list, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';

/**
 * storage.rules (docs/architecture.md "Storage"): a user reads and writes only under their own uid, images and
 * videos only, within a size limit per content type. These run through whichever rules runtime the
 * emulator has — the offline stand-in here — so they also prove the stand-in enforces the rules.
 */
const PROJECT_ID = 'demo-adplatform-storage-rules';
const MB = 1024 * 1024;

let env: RulesTestEnvironment;

function as(uid: string | null): FirebaseStorage {
  const context = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
  return context.storage() as unknown as FirebaseStorage;
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

  it('accepts a video within its larger limit', async () => {
    const file = ref(as('alice'), 'users/alice/media/clip.mp4');
    await assertSucceeds(uploadBytes(file, bytes(11 * MB), { contentType: 'video/mp4' }));
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
});
