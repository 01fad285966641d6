import { useEffect, useState } from 'react';
import { mediaUrl } from '../api/mediaLibrary';

/** Download URLs asked for on this page, by Storage path: a file shown twice is asked for once. */
const urls = new Map<string, Promise<string>>();

/**
 * The download URL of the library file at `path` (null until known, or when it cannot be had: the
 * error is logged and a later render asks again).
 */
export function useMediaUrl(path: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    let asked = urls.get(path);
    if (!asked) {
      asked = mediaUrl(path);
      urls.set(path, asked);
    }
    asked.then(
      (found) => current && setUrl(found),
      (error: unknown) => {
        urls.delete(path);
        console.error('[creation] no download URL', error);
      },
    );
    return () => {
      current = false;
    };
  }, [path]);
  return url;
}
