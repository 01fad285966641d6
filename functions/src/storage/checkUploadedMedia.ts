import { createHash } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from '../logging/requestLog';
import { bytesMatchType, mediaOwner, SNIFF_BYTES } from './mediaCheck';

/**
 * The document ID of the note on a removed file: a digest of its name, since a file name need not be
 * a valid document ID (`..`, `__x__`, a name too long), and the note must always be written.
 */
export function rejectionId(fileName: string): string {
  return createHash('sha256').update(fileName).digest('hex').slice(0, 40);
}

/** A finalized Storage object, as the trigger describes it. */
export interface UploadedObject {
  readonly bucket: string;
  readonly name?: string;
  readonly contentType?: string;
}

/** What the check did: nothing (not a media file), marked it checked, or removed it. */
export type MediaVerdict =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'accepted' }
  | { readonly kind: 'rejected'; readonly detected: string | null };

/**
 * Reads the first bytes of a file uploaded to a media library and recognises its type from its magic
 * bytes (the `file-type` library). A file whose bytes are what its content type claims gets the
 * custom metadata `contentChecked: 'true'`; any other is deleted, and the owner finds why at
 * `users/{uid}/mediaRejections/{rejectionId(fileName)}` (`fileName`, `path`, `declaredType`,
 * `detectedType`, `rejectedAt`), which the composer shows (docs/product-rules.md §10.7).
 * @throws whatever Storage or Firestore throw (the trigger then logs the failure).
 */
export async function checkUploadedMedia(object: UploadedObject, now = new Date()): Promise<MediaVerdict> {
  const owner = mediaOwner(object.name);
  if (!owner || !object.name) return { kind: 'ignored' };
  const file = getStorage().bucket(object.bucket).file(object.name);
  const [head] = await file.download({ start: 0, end: SNIFF_BYTES - 1 });
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(head))?.mime ?? null;
  if (bytesMatchType(object.contentType, detected)) {
    await file.setMetadata({ metadata: { contentChecked: 'true' } });
    return { kind: 'accepted' };
  }
  await file.delete({ ignoreNotFound: true });
  await getFirestore()
    .doc(`users/${owner.uid}/mediaRejections/${rejectionId(owner.fileName)}`)
    .set({
      fileName: owner.fileName,
      path: object.name,
      declaredType: object.contentType ?? null,
      detectedType: detected,
      rejectedAt: Timestamp.fromDate(now),
    });
  logger.warn('Removed an upload whose bytes are not its declared type', {
    path: object.name,
    declared: object.contentType,
    detected,
  });
  return { kind: 'rejected', detected };
}
