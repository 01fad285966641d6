import { ORIGINAL_NAME_MAX } from './mediaName';

/**
 * What the media library accepts: images and videos only, each kind within its size limit. The same
 * limits as storage.rules (which enforce them on the server; a test checks the mirror).
 */
export const MEDIA_LIMITS = {
  image: { types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
  video: { types: ['video/mp4', 'video/quicktime', 'video/webm'], maxBytes: 200 * 1024 * 1024 },
} as const;

/** Why a file cannot be uploaded, checked before any byte is sent. */
export type FileProblem = 'type' | 'imageTooLarge' | 'videoTooLarge';

/** Checks a file against `MEDIA_LIMITS`; null when it may be uploaded. */
export function fileProblem(file: { readonly type: string; readonly size: number }): FileProblem | null {
  if ((MEDIA_LIMITS.image.types as readonly string[]).includes(file.type))
    return file.size > MEDIA_LIMITS.image.maxBytes ? 'imageTooLarge' : null;
  if ((MEDIA_LIMITS.video.types as readonly string[]).includes(file.type))
    return file.size > MEDIA_LIMITS.video.maxBytes ? 'videoTooLarge' : null;
  return 'type';
}

/**
 * The Storage metadata of an upload: its type, the name the file had on the device (custom metadata
 * `originalName`, the name the library shows), and for a video `Content-Disposition: attachment`, so
 * that its download is never shown as a page (storage.rules require it of videos; images are shown inline).
 */
export function uploadMetadata(file: { readonly type: string; readonly name: string }): {
  contentType: string;
  contentDisposition?: string;
  customMetadata: { originalName: string };
} {
  const customMetadata = { originalName: file.name.slice(0, ORIGINAL_NAME_MAX) };
  if (!(MEDIA_LIMITS.video.types as readonly string[]).includes(file.type))
    return { contentType: file.type, customMetadata };
  const asciiName = file.name.replace(/[^\w.-]+/g, '_');
  return {
    contentType: file.type,
    contentDisposition: `attachment; filename="${asciiName}"`,
    customMetadata,
  };
}

/**
 * The Storage path of a new upload in the user's library: `users/{uid}/media/{time}-{name}`, the name
 * reduced to safe characters (storage.rules match one path segment).
 */
export function mediaPath(uid: string, fileName: string, now: number): string {
  const safe =
    fileName
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(-80) || 'file';
  return `users/${uid}/media/${now}-${safe}`;
}
