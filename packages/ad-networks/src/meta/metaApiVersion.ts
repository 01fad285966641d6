/**
 * The Marketing API version every Meta call of the product names, and Meta's table of versions with
 * their release and expiry dates (docs/decisions/0043-meta-api-version.md). The product names its
 * version itself rather than taking the SDK's: the SDK's newest release can lag Meta's by months and
 * name a version Meta no longer serves.
 */

/** One Marketing API version as Meta's version table lists it. */
export interface MetaApiRelease {
  /** `vNN.0`, as it stands in a URL's path. */
  readonly version: string;
  /** The day Meta released it (`YYYY-MM-DD`). */
  readonly released: string;
  /** The first day Meta no longer serves it (`YYYY-MM-DD`); null while Meta has set none. */
  readonly expires: string | null;
}

/** Meta's Marketing API versions, newest first, from Meta's version table. */
export const META_API_RELEASES: readonly MetaApiRelease[] = [
  { version: 'v27.0', released: '2026-11-04', expires: null },
  { version: 'v26.0', released: '2026-07-29', expires: null },
  { version: 'v25.0', released: '2026-02-18', expires: '2027-02-23' },
  { version: 'v24.0', released: '2025-10-08', expires: '2026-11-10' },
  { version: 'v23.0', released: '2025-05-29', expires: '2026-06-09' },
  { version: 'v22.0', released: '2025-01-21', expires: '2026-02-19' },
];

/** The Marketing API version of every Graph API URL and of the login dialog. */
export const META_API_VERSION = 'v27.0';

/** How many days before its expiry the version in use must be replaced (the test suite fails then). */
export const META_API_VERSION_NOTICE_DAYS = 60;

const DAY_MS = 86_400_000;

/**
 * Whether Meta serves `version` at `now`: a version of the table not yet past its expiry day.
 * A version missing from the table is not served.
 */
export function isMetaApiVersionServed(version: string, now: Date): boolean {
  const release = META_API_RELEASES.find((entry) => entry.version === version);
  if (!release || now.getTime() < Date.parse(`${release.released}T00:00:00Z`)) return false;
  return release.expires === null || now.getTime() < Date.parse(`${release.expires}T00:00:00Z`);
}

/**
 * Whole days from `now` until Meta stops serving `version` (0 or less once it has), or null while
 * Meta has set no expiry.
 * @throws Error for a version missing from the table.
 */
export function daysUntilMetaApiVersionExpires(version: string, now: Date): number | null {
  const release = META_API_RELEASES.find((entry) => entry.version === version);
  if (!release) throw new Error(`${version} is not in Meta's version table`);
  if (release.expires === null) return null;
  return Math.floor((Date.parse(`${release.expires}T00:00:00Z`) - now.getTime()) / DAY_MS);
}

/** The newest version Meta has released by `now`: the one its refusals name. */
export function newestMetaApiVersion(now: Date): string {
  const released = META_API_RELEASES.find((entry) => isMetaApiVersionServed(entry.version, now));
  return released?.version ?? META_API_VERSION;
}
