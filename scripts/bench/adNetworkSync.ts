/**
 * The ad network sync's cost (docs/decisions/0032-ad-network-sync.md), run inside `with-emulators`
 * (`npm run bench -- --ad-network-sync`): a Meta stand-in of its own, whose rate limit this run does
 * not reach, holds an ad account of BENCH_CAMPAIGNS campaigns (default 1,000) started over the last
 * year; the sync brings it into the Firestore emulator, then runs again the same day with nothing
 * changed. Each figure is the median of BENCH_RUNS runs (default 1: a first sync of a large account
 * takes minutes), each for a new account: time, calls to the network and documents written.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { MetaConnector } from '@adplatform/ad-networks/meta';
import { syncAdAccount, type SyncCounts } from 'functions/src/adNetworks/sync/syncAdAccount';
import { startMetaStandIn } from '../ad-networks/metaStandIn';
import { loginThroughStandIn } from '../ad-networks/standInLogin';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 1_000);
const DAYS = 365;

interface Run {
  readonly seconds: number;
  readonly counts: SyncCounts;
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  const server = await startMetaStandIn({ projectId: PROJECT_ID, port: 0, callsPerHour: 10_000_000 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const first: Run[] = [];
  const again: Run[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const email = `bench-${run}-${Date.now()}@demo-meta.test`;
      const adAccount = {
        id: `act_8${String(run).padStart(9, '0')}`,
        name: 'Benchmark',
        currency: 'USD',
        timeZone: 'America/New_York',
        deliverable: true,
      };
      await fetch(`${origin}/_test/people`, {
        method: 'POST',
        body: new URLSearchParams({
          email,
          campaigns: String(CAMPAIGNS),
          days: String(DAYS),
          accounts: JSON.stringify([
            { id: adAccount.id, name: adAccount.name, currency: 'USD', timezone_name: adAccount.timeZone },
          ]),
        }),
      });
      const connector = new MetaConnector({
        accessToken: await loginThroughStandIn(origin, email),
        graphOrigin: origin,
      });
      const target = {
        db: getFirestore(),
        accountId: `bench-sync-${run}-${Date.now()}`,
        network: 'meta' as const,
        adAccount,
        connector,
        now: new Date(),
      };
      for (const runs of [first, again]) {
        const started = performance.now();
        const { outcome, counts } = await syncAdAccount(target);
        if (outcome.kind !== 'synced') throw new Error(`The sync stopped: ${JSON.stringify(outcome)}`);
        runs.push({ seconds: (performance.now() - started) / 1000, counts });
      }
    }
  } finally {
    server.close();
  }
  print(`first sync, ${CAMPAIGNS} campaigns × ${DAYS} days`, first);
  // The target: a sync that finds nothing new writes nothing (docs/decisions/0032-ad-network-sync.md).
  print('the same day again, nothing changed', again, 0);
}

/** The time, calls and writes of `runs`, one report line each. */
function print(name: string, runs: readonly Run[], writesTarget?: number): void {
  const line = (what: string, unit: string, values: number[], target?: number) =>
    console.log(
      formatFigure({ name: `${name}: ${what}`, value: median(values), unit, target, runs: values }),
    );
  line(
    'time',
    's',
    runs.map(({ seconds }) => seconds),
  );
  line(
    'calls to Meta',
    'calls',
    runs.map(({ counts }) => counts.calls),
  );
  line(
    'documents written',
    'writes',
    runs.map(({ counts }) => counts.writes),
    writesTarget,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
