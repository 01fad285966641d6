import { getStorage } from 'firebase-admin/storage';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { HTML_PAGE, pngBytes } from '../scripts/lib/testMedia';
import { adminApp, adminDb } from '../scripts/lib/testAccounts';
import { rejectionId } from 'functions/src/storage/checkUploadedMedia';

/**
 * The upload check (docs/product-rules.md §10.7): the Storage emulator runs the storage-triggered function on
 * every finished upload; it reads the file's magic bytes, marks a true image checked, and removes a file
 * whose bytes are not its declared type, leaving the owner a note.
 */
const bucket = () => getStorage(adminApp()).bucket(`${PROJECT_ID}.appspot.com`);

/** Polls `probe` every 250 ms until it answers something other than undefined, for up to 20 s. */
async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the upload check did not act within 20 s');
}

jest.setTimeout(60_000);

it('marks a PNG whose bytes are a PNG as checked, and keeps it', async () => {
  const file = bucket().file(`users/u-${Date.now()}/media/real.png`);
  await file.save(pngBytes(2_048), { contentType: 'image/png' });
  const checked = await eventually(async () => {
    const [metadata] = await file.getMetadata();
    return metadata.metadata?.contentChecked ?? undefined;
  });
  expect(checked).toBe('true');
  expect((await file.exists())[0]).toBe(true);
});

it('removes HTML uploaded as image/png and tells its owner why', async () => {
  const uid = `u-${Date.now()}`;
  const file = bucket().file(`users/${uid}/media/fake.png`);
  await file.save(HTML_PAGE, { contentType: 'image/png' });
  const note = await eventually(async () => {
    const snapshot = await adminDb()
      .doc(`users/${uid}/mediaRejections/${rejectionId('fake.png')}`)
      .get();
    return snapshot.exists ? snapshot.data() : undefined;
  });
  expect(note).toMatchObject({
    fileName: 'fake.png',
    path: `users/${uid}/media/fake.png`,
    declaredType: 'image/png',
    detectedType: null,
  });
  expect((await file.exists())[0]).toBe(false);
});

it.each(['..', '__evil__'])(
  'records the removal of a file named %s, which is no valid document ID',
  async (fileName) => {
    const uid = `u-${Date.now()}`;
    // Written past the rules (which refuse such names) as a file left by an older client would be.
    await bucket().file(`users/${uid}/media/${fileName}`).save(HTML_PAGE, { contentType: 'image/png' });
    const note = await eventually(async () => {
      const snapshot = await adminDb()
        .doc(`users/${uid}/mediaRejections/${rejectionId(fileName)}`)
        .get();
      return snapshot.exists ? snapshot.data() : undefined;
    });
    expect(note).toMatchObject({ fileName, declaredType: 'image/png' });
  },
);

it('leaves files outside the media libraries alone', async () => {
  const file = bucket().file(`exports/${Date.now()}.png`);
  await file.save(HTML_PAGE, { contentType: 'image/png' });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect((await file.exists())[0]).toBe(true);
});
