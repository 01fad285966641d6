import { storage } from 'shared-auth';
import { mediaDisplayName } from '../model/mediaName';

/** One file of the user's media library, with its Storage metadata (docs/product-rules.md §7: list, get metadata). */
export interface MediaItem {
  readonly path: string;
  /** The name in Storage (`{upload time}-{safe name}`). */
  readonly name: string;
  /** The name the user knows the file by (`mediaDisplayName`). */
  readonly displayName: string;
  /** Bytes. */
  readonly size: number;
  readonly contentType: string;
  /** ISO times. */
  readonly timeCreated: string;
  readonly updated: string;
  readonly md5Hash: string | null;
  /** The alt text (custom metadata `alt`), '' when none. */
  readonly alt: string;
  /** Custom metadata `originalName`, '' for a file uploaded before names were kept. */
  readonly originalName: string;
}

/** One page of the library and the token of the next, if any. */
export interface MediaPage {
  readonly items: MediaItem[];
  readonly nextPageToken: string | null;
}

/** Files per page of the library (docs/product-rules.md §9: a listing page holds 1 to 1000). */
export const MEDIA_PAGE_SIZE = 12;

function mediaFolder(uid: string): string {
  return `users/${uid}/media`;
}

/**
 * One page of the user's media library with each file's metadata.
 * @throws StorageError (`storage/unauthorized`, …) — map it with `storageErrorKey`.
 */
export async function listMedia(uid: string, pageToken: string | null): Promise<MediaPage> {
  const { storage: instance, sdk } = await storage();
  const page = await sdk.list(sdk.ref(instance, mediaFolder(uid)), {
    maxResults: MEDIA_PAGE_SIZE,
    ...(pageToken ? { pageToken } : {}),
  });
  const items = await Promise.all(page.items.map((item) => mediaItem(item.fullPath)));
  return { items, nextPageToken: page.nextPageToken ?? null };
}

/** The metadata of one file. @throws StorageError `storage/object-not-found`, … */
export async function mediaItem(path: string): Promise<MediaItem> {
  const { storage: instance, sdk } = await storage();
  const metadata = await sdk.getMetadata(sdk.ref(instance, path));
  return {
    path: metadata.fullPath,
    name: metadata.name,
    displayName: mediaDisplayName(metadata.name, metadata.customMetadata?.originalName),
    size: metadata.size,
    contentType: metadata.contentType ?? 'application/octet-stream',
    timeCreated: metadata.timeCreated,
    updated: metadata.updated,
    md5Hash: metadata.md5Hash ?? null,
    alt: metadata.customMetadata?.alt ?? '',
    originalName: metadata.customMetadata?.originalName ?? '',
  };
}

/** A URL to download (or show) the file. @throws StorageError. */
export async function mediaUrl(path: string): Promise<string> {
  const { storage: instance, sdk } = await storage();
  return sdk.getDownloadURL(sdk.ref(instance, path));
}

/**
 * Sets a file's alt text (custom metadata `alt`, at most 250 characters); its original name stays.
 * @throws StorageError.
 */
export async function updateAlt(item: MediaItem, alt: string): Promise<MediaItem> {
  const { storage: instance, sdk } = await storage();
  const customMetadata: Record<string, string> = { alt: alt.slice(0, 250) };
  if (item.originalName) customMetadata.originalName = item.originalName;
  await sdk.updateMetadata(sdk.ref(instance, item.path), { customMetadata });
  return mediaItem(item.path);
}

/** Deletes a file from the library. @throws StorageError. */
export async function deleteMedia(path: string): Promise<void> {
  const { storage: instance, sdk } = await storage();
  await sdk.deleteObject(sdk.ref(instance, path));
}

/** What the server's check of an uploaded file's bytes decided (docs/product-rules.md §10.7). */
export type ContentCheck = 'checked' | 'removed' | 'pending';

/** How long the composer waits for the check, and how often it looks. */
export const CONTENT_CHECK = { timeoutMs: 20_000, intervalMs: 700 } as const;

/**
 * Waits for the server to check the bytes of the file at `path`: `checked` once its metadata says so
 * (`contentChecked`), `removed` when the file is gone (its bytes were not its type), `pending` when
 * neither happened within `CONTENT_CHECK.timeoutMs` (the file stays; the check may still remove it).
 * @throws StorageError other than `storage/object-not-found`.
 */
export async function awaitContentCheck(path: string, sleep = defaultSleep): Promise<ContentCheck> {
  const { storage: instance, sdk } = await storage();
  const file = sdk.ref(instance, path);
  for (let waited = 0; waited < CONTENT_CHECK.timeoutMs; waited += CONTENT_CHECK.intervalMs) {
    try {
      const metadata = await sdk.getMetadata(file);
      if (metadata.customMetadata?.contentChecked === 'true') return 'checked';
    } catch (error) {
      if ((error as { code?: string }).code === 'storage/object-not-found') return 'removed';
      throw error;
    }
    await sleep(CONTENT_CHECK.intervalMs);
  }
  return 'pending';
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
