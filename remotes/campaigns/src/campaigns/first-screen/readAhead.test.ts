import {
  authStateChanged,
  refreshSubscriptionRecord,
  sessionStore,
  subscriptionRecordCleared,
} from 'shared-auth';
import { DEFAULT_CAMPAIGN_QUERY } from '../model/campaignQuery';
import { pageQueryOf } from '../api/campaignFilters';
import { countCampaigns, fetchCampaignPage } from '../api/fetchCampaignPage';
import {
  countList,
  fetchListPage,
  forgetReadAhead,
  listAtHand,
  listAccountKey,
  READ_AHEAD_TTL_MS,
  readFirstPageAhead,
} from './readAhead';

jest.mock('../api/fetchCampaignPage', () => ({
  ...jest.requireActual<object>('../api/fetchCampaignPage'),
  fetchCampaignPage: jest.fn(),
  countCampaigns: jest.fn(),
}));

const fetchPage = jest.mocked(fetchCampaignPage);
const count = jest.mocked(countCampaigns);
const PAGE = { rows: [], nextCursor: null };

function signedIn(uid: string): void {
  sessionStore.dispatch(subscriptionRecordCleared());
  sessionStore.dispatch(
    authStateChanged({ uid, email: `${uid}@example.com`, emailVerified: true, displayName: null }),
  );
}

function recordRead(
  uid: string,
  status: 'active' | 'canceled' = 'active',
  membership: { accountId: string; accountEmail: string; role: 'admin' } | null = null,
): void {
  const record = {
    selectedPlan: 'Premium',
    status,
    currentPeriodStart: null,
    currentPeriodEnd: null,
  } as const;
  sessionStore.dispatch(
    refreshSubscriptionRecord.fulfilled({ uid, record, membership, readAt: 1, checkFailed: false }, 'r', uid),
  );
}

/** Lets the reads' answers arrive. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  forgetReadAhead();
  localStorage.clear();
  fetchPage.mockReset().mockResolvedValue(PAGE);
  count.mockReset().mockResolvedValue(32);
});

it('waits for the record, then reads the first view’s page and count once; the list takes them once', async () => {
  signedIn('ann');
  readFirstPageAhead();
  readFirstPageAhead();
  expect(fetchPage).not.toHaveBeenCalled();

  recordRead('ann');
  const first = pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY);
  expect(fetchPage).toHaveBeenCalledTimes(1);
  expect(fetchPage).toHaveBeenCalledWith(first, null);
  expect(count).toHaveBeenCalledWith(first);
  // Still on their way: nothing at hand, the list's first reads take the promises instead.
  expect(listAtHand(first)).toEqual({ page: null, total: null });
  await answered();
  expect(listAtHand(first)).toEqual({ page: PAGE, total: 32 });
  expect(listAtHand(first)).toEqual({ page: null, total: null });

  await expect(fetchListPage(first, null)).resolves.toBe(PAGE);
  await countList(first);
  expect(fetchPage).toHaveBeenCalledTimes(2);
  expect(count).toHaveBeenCalledTimes(2);
});

it('answers only the same first page: another view, a next page or another account read afresh', async () => {
  signedIn('ann');
  recordRead('ann');
  readFirstPageAhead();
  await answered();
  const searched = pageQueryOf('ann', { ...DEFAULT_CAMPAIGN_QUERY, search: 'summer' });
  await fetchListPage(searched, null);
  await fetchListPage(pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY), 'cursor');
  await fetchListPage(pageQueryOf('bob', DEFAULT_CAMPAIGN_QUERY), null);
  expect(fetchPage).toHaveBeenCalledTimes(4);
  // The first view's page, still unused, is taken by its own read.
  await fetchListPage(pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY), null);
  expect(fetchPage).toHaveBeenCalledTimes(4);
});

it('reads nothing for a plan that is not active, and forgets reads older than its limit', async () => {
  signedIn('ann');
  recordRead('ann', 'canceled');
  readFirstPageAhead();
  expect(fetchPage).not.toHaveBeenCalled();

  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  recordRead('ann');
  readFirstPageAhead();
  expect(fetchPage).toHaveBeenCalledTimes(1);
  await answered();
  now.mockReturnValue(1_000_000 + READ_AHEAD_TTL_MS);
  expect(listAtHand(pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY))).toEqual({ page: null, total: null });
  now.mockRestore();
});

it('keeps a failed read for the list, without an unhandled rejection meanwhile', async () => {
  fetchPage.mockRejectedValueOnce(new Error('permission-denied'));
  signedIn('ann');
  recordRead('ann');
  readFirstPageAhead();
  await answered();
  await expect(fetchListPage(pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY), null)).rejects.toThrow(
    'permission-denied',
  );
});

it('says when its reads start, once: not before the record lets the account read, never when it does not', () => {
  const reading = jest.fn();
  signedIn('ann');
  readFirstPageAhead(reading);
  expect(reading).not.toHaveBeenCalled();
  recordRead('ann');
  expect(reading).toHaveBeenCalledTimes(1);
  readFirstPageAhead(reading);
  expect(reading).toHaveBeenCalledTimes(1);

  forgetReadAhead();
  const refused = jest.fn();
  signedIn('bob');
  recordRead('bob', 'canceled');
  readFirstPageAhead(refused);
  expect(refused).not.toHaveBeenCalled();
});

it('remembers the account the record lets the user read, and forgets it when the record refuses', () => {
  signedIn('ann');
  readFirstPageAhead();
  recordRead('ann', 'active', { accountId: 'owner', accountEmail: 'owner@example.com', role: 'admin' });
  expect(localStorage.getItem(listAccountKey('ann'))).toBe('owner');

  forgetReadAhead();
  signedIn('ann');
  readFirstPageAhead();
  recordRead('ann', 'canceled');
  expect(localStorage.getItem(listAccountKey('ann'))).toBeNull();
});

it('with an account remembered, reads as soon as the user is known, and keeps the reads the record confirms', async () => {
  localStorage.setItem(listAccountKey('ann'), 'ann');
  const reading = jest.fn();
  signedIn('ann');
  readFirstPageAhead(reading);
  const first = pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY);
  expect(fetchPage).toHaveBeenCalledWith(first, null);
  expect(count).toHaveBeenCalledWith(first);
  expect(reading).toHaveBeenCalledTimes(1);

  recordRead('ann');
  expect(fetchPage).toHaveBeenCalledTimes(1);
  expect(reading).toHaveBeenCalledTimes(1);
  await answered();
  expect(listAtHand(first)).toEqual({ page: PAGE, total: 32 });
});

it('drops what it read for a remembered account the record does not confirm', async () => {
  localStorage.setItem(listAccountKey('ann'), 'old-owner');
  signedIn('ann');
  readFirstPageAhead();
  const guessed = pageQueryOf('old-owner', DEFAULT_CAMPAIGN_QUERY);
  expect(fetchPage).toHaveBeenCalledWith(guessed, null);

  // Another account: its own reads replace the guess.
  recordRead('ann');
  const own = pageQueryOf('ann', DEFAULT_CAMPAIGN_QUERY);
  expect(fetchPage).toHaveBeenLastCalledWith(own, null);
  await answered();
  expect(listAtHand(guessed)).toEqual({ page: null, total: null });
  expect(listAtHand(own)).toEqual({ page: PAGE, total: 32 });

  // No account at all: nothing read ahead stays.
  forgetReadAhead();
  localStorage.setItem(listAccountKey('ann'), 'ann');
  signedIn('ann');
  readFirstPageAhead();
  recordRead('ann', 'canceled');
  await answered();
  expect(listAtHand(own)).toEqual({ page: null, total: null });
});
