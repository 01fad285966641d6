import { accountAccessOf, isEntitled, sessionStore, type SessionState } from 'shared-auth';
import type { CursorPage, ListAtHand, PageCursor } from 'shared-ui';
import { DEFAULT_CAMPAIGN_QUERY } from '../model/campaignQuery';
import type { CampaignRow } from '../model/campaignRow';
import { pageQueryOf, type UserCampaignQuery } from '../api/campaignFilters';
import { countCampaigns, fetchCampaignPage } from '../api/fetchCampaignPage';

/** How long reads made ahead wait for the list to take them (ms); after that it reads afresh. */
export const READ_AHEAD_TTL_MS = 10_000;

/** A read made ahead: its promise, and its answer once it came. */
interface Read<T> {
  readonly promise: Promise<T>;
  value?: T;
}

/** The first page and the count of the list's first view, read before the list rendered. */
interface ReadAhead {
  readonly key: string;
  readonly startedAt: number;
  page: Read<CursorPage<CampaignRow>> | null;
  count: Read<number> | null;
}

let ahead: ReadAhead | null = null;
let waiting: (() => void) | null = null;

/** The account whose list the user will see, once the record that covers them is read and lets them in. */
function readableAccount(state: SessionState): string | null | undefined {
  const { uid, record } = state.subscriptionRecord;
  if (!state.auth.user || uid !== state.auth.user.uid) return undefined; // not known yet
  const open = record?.status === 'active' && isEntitled(record.selectedPlan, 'campaigns');
  return open ? accountAccessOf(state).accountId : null;
}

/** Follows a read: keeps its answer, and its failure for the list that takes it (not an unhandled rejection). */
function read<T>(promise: Promise<T>): Read<T> {
  const followed: Read<T> = { promise };
  promise.then(
    (value) => (followed.value = value),
    () => undefined,
  );
  return followed;
}

/** The local storage key of the account whose list `uid` last read in this browser. */
export const listAccountKey = (uid: string): string => `campaigns.listAccount.${uid}`;

/** The account whose list `uid` last read in this browser; null when none is kept or storage is unavailable. */
function rememberedAccount(uid: string): string | null {
  try {
    return globalThis.localStorage?.getItem(listAccountKey(uid)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps (or, for null, forgets) the account whose list `uid` may read, for this browser's next load. */
function rememberAccount(uid: string, accountId: string | null): void {
  try {
    if (accountId) globalThis.localStorage?.setItem(listAccountKey(uid), accountId);
    else globalThis.localStorage?.removeItem(listAccountKey(uid));
  } catch {
    // Storage unavailable (private mode, quota): the next load waits for the record.
  }
}

/**
 * The section's `prepare` (shared-auth `SectionModule`): reads the first page of the list's first
 * view and its count as soon as the account is known, so that they overlap the section's first
 * render instead of following it (docs/performance.md). The account is the
 * one the subscription record names; until that record is read, the one this browser's list last
 * read for the signed-in user, so that the reads overlap the record's own. What was read for a guess
 * the record does not confirm is dropped (and the security rules answer any read: a guess reads
 * nothing the user may not). Reads nothing for a plan without the section; a second call while one
 * waits or is fresh does nothing.
 * @param onReading - called once, when the first reads start
 */
export function readFirstPageAhead(onReading?: () => void): void {
  if (waiting || (ahead && Date.now() - ahead.startedAt < READ_AHEAD_TTL_MS)) return;
  let reading = false;
  const readFor = (accountId: string): void => {
    const query = pageQueryOf(accountId, DEFAULT_CAMPAIGN_QUERY);
    const key = JSON.stringify(query);
    if (ahead?.key === key) return;
    ahead = {
      key,
      startedAt: Date.now(),
      page: read(fetchCampaignPage(query, null)),
      count: read(countCampaigns(query)),
    };
    if (!reading) onReading?.();
    reading = true;
  };
  const start = (): boolean => {
    const state = sessionStore.getState();
    const uid = state.auth.user?.uid;
    const accountId = readableAccount(state);
    if (accountId === undefined) {
      const guess = uid ? rememberedAccount(uid) : null;
      if (guess) readFor(guess);
      return false;
    }
    if (uid) rememberAccount(uid, accountId);
    if (accountId) readFor(accountId);
    else ahead = null;
    return true;
  };
  if (start()) return;
  const unsubscribe = sessionStore.subscribe(() => {
    if (!start()) return;
    unsubscribe();
    waiting = null;
  });
  waiting = unsubscribe;
}

/** What was read ahead for `query`, taken once (when `answered`, only once its answer came); null when nothing fresh was. */
function take<K extends 'page' | 'count'>(part: K, query: UserCampaignQuery, answered = false): ReadAhead[K] {
  if (!ahead || ahead.key !== JSON.stringify(query) || Date.now() - ahead.startedAt >= READ_AHEAD_TTL_MS)
    return null;
  const taken = ahead[part];
  if (answered && taken?.value === undefined) return null;
  ahead[part] = null;
  return taken;
}

/**
 * The list's `atHand` (shared-ui `useCursorPages`): the first page and count read ahead for `query`
 * whose answers have come, so the list's first render shows them (each is taken once).
 */
export function listAtHand(query: UserCampaignQuery): ListAtHand<CampaignRow> {
  return {
    page: take('page', query, true)?.value ?? null,
    total: take('count', query, true)?.value ?? null,
  };
}

/**
 * {@link fetchCampaignPage}, answered by the read made ahead when it is the same first page.
 * @throws FirebaseError as `fetchCampaignPage`.
 */
export function fetchListPage(
  query: UserCampaignQuery,
  after: PageCursor | null,
): Promise<CursorPage<CampaignRow>> {
  return (after === null ? take('page', query)?.promise : null) ?? fetchCampaignPage(query, after);
}

/**
 * {@link countCampaigns}, answered by the count made ahead when it is the same query.
 * @throws FirebaseError as `countCampaigns`.
 */
export function countList(query: UserCampaignQuery): Promise<number> {
  return take('count', query)?.promise ?? countCampaigns(query);
}

/** Forgets what was read ahead and stops waiting (tests; a sign-out needs nothing: the key holds the account). */
export function forgetReadAhead(): void {
  waiting?.();
  waiting = null;
  ahead = null;
}
