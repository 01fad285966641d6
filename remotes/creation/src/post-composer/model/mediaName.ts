/** Characters of a file's original name kept in its Storage metadata (`originalName`). */
export const ORIGINAL_NAME_MAX = 200;

/**
 * The name a library file is shown with: the name it had on the user's device (custom metadata
 * `originalName`, set on upload), or for a file uploaded without it, its Storage name without the
 * upload time that `mediaPath` puts in front (`1732500000000-summer-banner.png` → `summer-banner.png`).
 */
export function mediaDisplayName(storageName: string, originalName: string | undefined): string {
  if (originalName) return originalName;
  return storageName.replace(/^\d{10,}-/, '') || storageName;
}
