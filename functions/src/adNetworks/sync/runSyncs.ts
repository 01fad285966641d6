/**
 * Running the syncs of an account's connection (docs/product-rules.md §10.10 "Sync in"): each chosen
 * ad account in turn, one run at a time per ad account (a lease on its sync state), a paused one only
 * once its wait is over, with the connection's token renewed first when it is ending. The connection document every member reads says how each went: synced and
 * when, paused until when, or that the connection must be made again.
 */
import {
  FieldPath,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdNetwork, NetworkAdAccount } from '@adplatform/ad-networks';
import { requireAccountAccess } from '../../callable/account';
import { parsePayload } from '../../callable/guards';
import { BULK_TIMEOUT_SECONDS } from '../../callable/options';
import { ANSWER_MARGIN_MS } from '../../callable/timeBudget';
import { connectorFor } from '../connectorFor';
import { networkSchema } from '../connections';
import { renewEndingToken } from '../tokenRenewal';
import { syncAdAccount, syncStateRef, type SyncOutcome } from './syncAdAccount';

/** How long a run holds an ad account beyond its deadline before another run may take it, in ms. */
const LEASE_MARGIN_MS = 60_000;
/** How often the schedule syncs an ad account, in ms. */
export const SYNC_INTERVAL_MS = 60 * 60_000;
/** The connections one scheduled run looks at. */
const CONNECTIONS_PER_RUN = 50;

/** How one ad account's run went, as the connection document keeps it. */
export interface AdAccountSyncReport {
  readonly adAccountId: string;
  readonly outcome: SyncOutcome['kind'] | 'busy' | 'waiting' | 'failed';
  /** The campaigns the network listed in this run. */
  readonly campaigns: number;
}

/** Takes the ad account's lease unless another run holds it or its wait is not over. */
async function takeLease(
  db: Firestore,
  accountId: string,
  network: AdNetwork,
  adAccountId: string,
  until: number,
  now: Date,
  due: (lastSyncedAt: Date | null) => boolean,
): Promise<'taken' | 'busy' | 'waiting'> {
  const ref = syncStateRef(db, accountId, network, adAccountId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const lease = snapshot.get('leaseUntil') as Timestamp | undefined;
    if (lease && lease.toMillis() > now.getTime()) return 'busy';
    const resumeAfter = snapshot.get('resumeAfter') as string | null | undefined;
    if (resumeAfter && Date.parse(resumeAfter) > now.getTime()) return 'waiting';
    const lastSyncedAt = snapshot.get('lastSyncedAt') as Timestamp | undefined;
    if (!snapshot.get('position') && !due(lastSyncedAt?.toDate() ?? null)) return 'waiting';
    transaction.set(ref, { leaseUntil: Timestamp.fromMillis(until) }, { merge: true });
    return 'taken';
  });
}

/**
 * Records how an ad account's run went on the connection (`syncs.<adAccountId>`), with `more` fields of
 * the connection. An update, never a set: a connection removed meanwhile is not brought back.
 */
async function recordRun(
  connectionRef: DocumentReference,
  adAccountId: string,
  run: Record<string, unknown>,
  more: Record<string, unknown> = {},
): Promise<void> {
  const pairs = Object.entries(more).flat();
  await connectionRef.update(new FieldPath('syncs', adAccountId), run, ...pairs).catch((error: unknown) => {
    // Disconnected while the sync ran: there is nothing to record on.
    if ((error as { code?: number }).code !== 5) throw error;
  });
}

/**
 * Syncs the chosen ad accounts of an account's connection to `network`, each until done or `deadline`
 * (ms since the epoch), and records how each went on the connection.
 * @param due - whether an ad account last synced at that time (null: never) is due; a resumed sync always is.
 * @returns a report per chosen ad account; none when the network is not connected.
 */
export async function syncConnection(
  accountId: string,
  network: AdNetwork,
  { now, deadline, due }: { now: Date; deadline: number; due: (lastSyncedAt: Date | null) => boolean },
): Promise<AdAccountSyncReport[]> {
  const db = getFirestore();
  const connectionRef = db.doc(`users/${accountId}/adConnections/${network}`);
  const connection = await connectionRef.get();
  if (!connection.exists || connection.get('status') !== 'connected') return [];
  const chosen = new Set((connection.get('chosenAccountIds') as string[] | undefined) ?? []);
  const adAccounts = ((connection.get('adAccounts') as NetworkAdAccount[] | undefined) ?? []).filter(
    ({ id }) => chosen.has(id),
  );
  if (adAccounts.length === 0) return [];
  await renewEndingToken(accountId, network, now);
  const connector = await connectorFor(accountId, network, now);
  if (!connector) {
    await connectionRef.update({ status: 'reconnect', problem: 'tokenExpired' });
    return [];
  }
  const reports: AdAccountSyncReport[] = [];
  for (const adAccount of adAccounts) {
    const stateRef = syncStateRef(db, accountId, network, adAccount.id);
    const lease = await takeLease(db, accountId, network, adAccount.id, deadline + LEASE_MARGIN_MS, now, due);
    if (lease !== 'taken') {
      reports.push({ adAccountId: adAccount.id, outcome: lease, campaigns: 0 });
      continue;
    }
    // Settings shows the ad account coming in until this run records how it went, or its lease ends.
    await recordRun(connectionRef, adAccount.id, {
      outcome: 'syncing',
      at: Timestamp.fromDate(now),
      until: Timestamp.fromMillis(deadline + LEASE_MARGIN_MS),
      resumeAfter: null,
    });
    let report: AdAccountSyncReport;
    try {
      const { outcome, counts } = await syncAdAccount({
        db,
        accountId,
        network,
        adAccount,
        connector,
        now,
        deadline,
      });
      report = { adAccountId: adAccount.id, outcome: outcome.kind, campaigns: counts.campaigns };
      await recordRun(
        connectionRef,
        adAccount.id,
        {
          outcome: outcome.kind,
          at: Timestamp.fromDate(now),
          resumeAfter: outcome.kind === 'paused' ? Timestamp.fromDate(outcome.resumeAfter) : null,
        },
        {
          ...(outcome.kind === 'synced' ? { lastSyncedAt: Timestamp.fromDate(now) } : {}),
          ...(outcome.kind === 'reconnect' ? { status: 'reconnect', problem: outcome.problem } : {}),
        },
      );
      await stateRef.set(
        { leaseUntil: null, ...(outcome.kind === 'synced' ? { lastSyncedAt: Timestamp.fromDate(now) } : {}) },
        { merge: true },
      );
      if (outcome.kind === 'reconnect') return [...reports, report];
    } catch (error) {
      console.error(`[adNetworks] the sync of ${network} ${adAccount.id} failed`, error);
      report = { adAccountId: adAccount.id, outcome: 'failed', campaigns: 0 };
      await stateRef.set({ leaseUntil: null }, { merge: true });
      await recordRun(connectionRef, adAccount.id, {
        outcome: 'failed',
        at: Timestamp.fromDate(now),
        resumeAfter: null,
      });
    }
    reports.push(report);
  }
  return reports;
}

/**
 * `syncAdNetwork({ network })`: syncs the connection's chosen ad accounts now, as far as the call's time
 * allows (the schedule goes on from there).
 * @returns `{ reports }`: how each chosen ad account went.
 * @throws HttpsError `unauthenticated`, `permission-denied` (plan, role), `invalid-argument`,
 *   `not-found` (not connected).
 */
export async function syncAdNetworkHandler(
  request: CallableRequest<unknown>,
): Promise<{ reports: AdAccountSyncReport[] }> {
  const { network } = parsePayload(z.strictObject({ network: networkSchema }), request.data);
  const { accountId } = await requireAccountAccess(
    request,
    'campaigns',
    'Your plan does not include campaigns.',
  );
  const connection = await getFirestore().doc(`users/${accountId}/adConnections/${network}`).get();
  if (!connection.exists) throw new HttpsError('not-found', 'This network is not connected.');
  const now = new Date();
  const deadline = now.getTime() + BULK_TIMEOUT_SECONDS * 1000 - 2 * ANSWER_MARGIN_MS;
  return { reports: await syncConnection(accountId, network, { now, deadline, due: () => true }) };
}

/**
 * The schedule's run: every connected account's chosen ad accounts not synced for an hour, and the
 * syncs whose wait is over, until `deadline`.
 */
export async function syncDueConnections(now: Date, deadline: number): Promise<void> {
  const connections = await getFirestore()
    .collectionGroup('adConnections')
    .where('status', '==', 'connected')
    .orderBy('lastSyncedAt')
    .limit(CONNECTIONS_PER_RUN)
    .get();
  const due = (lastSyncedAt: Date | null) =>
    !lastSyncedAt || now.getTime() - lastSyncedAt.getTime() >= SYNC_INTERVAL_MS;
  for (const connection of connections.docs) {
    if (Date.now() >= deadline) return;
    const accountId = connection.ref.parent.parent?.id;
    const network = connection.get('network') as AdNetwork;
    if (!accountId) continue;
    await syncConnection(accountId, network, { now, deadline, due });
  }
}
