/**
 * The ad network sync's cost (docs/decisions/0032-ad-network-sync.md), run inside `with-emulators`
 * (`npm run bench -- --ad-network-sync`): for each network of BENCH_NETWORKS (default `meta,googleAds`),
 * a stand-in of its own, whose rate limit this run does not reach, holds an ad account of
 * BENCH_CAMPAIGNS campaigns (default 1,000) started over the last year; the sync brings it into the
 * Firestore emulator, then runs again the same day with nothing changed. Each figure is the median of
 * BENCH_RUNS runs (default 1: a first sync of a large account takes minutes), each for a new account:
 * time, calls to the network and documents written.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Server } from 'node:http';
import type { AdNetwork, AdNetworkConnector, NetworkAdAccount } from '@adplatform/ad-networks';
import { DEMO_GOOGLE_ADS_APP, googleAdsStandInEndpoints } from '@adplatform/ad-networks/demo';
import { GoogleAdsConnector } from '@adplatform/ad-networks/google-ads';
import { MetaConnector } from '@adplatform/ad-networks/meta';
import { syncAdAccount, type SyncCounts } from 'functions/src/tooling';
import { startGoogleAdsStandIn } from '../ad-networks/googleAdsStandIn';
import { startMetaStandIn } from '../ad-networks/metaStandIn';
import { addStandInPerson } from '../ad-networks/standInPeople';
import { consentThroughGoogleStandIn, loginThroughStandIn } from '../ad-networks/standInLogin';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 1_000);
const DAYS = 365;
const NETWORKS = (process.env.BENCH_NETWORKS ?? 'meta,googleAds').split(',') as AdNetwork[];
const NAMES: Readonly<Record<AdNetwork, string>> = { meta: 'Meta', googleAds: 'Google Ads' };

interface Run {
  readonly seconds: number;
  readonly counts: SyncCounts;
}

/** A network's stand-in, and a new ad account of CAMPAIGNS campaigns on it with a connector to it. */
interface BenchNetwork {
  readonly server: Server;
  account(run: number): Promise<{ adAccount: NetworkAdAccount; connector: AdNetworkConnector }>;
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const adAccountOf = (id: string): NetworkAdAccount => ({
  id,
  name: 'Benchmark',
  currency: 'USD',
  timeZone: 'America/New_York',
  deliverable: true,
});

async function metaBench(): Promise<BenchNetwork> {
  const server = await startMetaStandIn({ projectId: PROJECT_ID, port: 0, callsPerHour: 10_000_000 });
  const origin = originOf(server);
  return {
    server,
    async account(run) {
      const email = `bench-${run}-${Date.now()}@demo-meta.test`;
      const adAccount = adAccountOf(`act_8${String(run).padStart(9, '0')}`);
      await addStandInPerson(origin, {
        email,
        campaigns: CAMPAIGNS,
        days: DAYS,
        accounts: [
          { id: adAccount.id, name: adAccount.name, currency: 'USD', timezone_name: adAccount.timeZone },
        ],
      });
      const accessToken = await loginThroughStandIn(origin, email);
      return { adAccount, connector: new MetaConnector({ accessToken, graphOrigin: origin }) };
    },
  };
}

async function googleAdsBench(): Promise<BenchNetwork> {
  const server = await startGoogleAdsStandIn({ projectId: PROJECT_ID, port: 0 });
  const origin = originOf(server);
  return {
    server,
    async account(run) {
      const email = `bench-${run}-${Date.now()}@demo-google.test`;
      const adAccount = adAccountOf(`8${String(run).padStart(9, '0')}`);
      await addStandInPerson(origin, {
        email,
        campaigns: CAMPAIGNS,
        days: DAYS,
        customers: [
          {
            id: adAccount.id,
            descriptiveName: adAccount.name,
            currencyCode: 'USD',
            timeZone: adAccount.timeZone,
          },
        ],
      });
      const refreshToken = await consentThroughGoogleStandIn(origin, email);
      const endpoints = googleAdsStandInEndpoints(origin);
      return {
        adAccount,
        connector: new GoogleAdsConnector({ app: DEMO_GOOGLE_ADS_APP, endpoints, refreshToken }),
      };
    },
  };
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  for (const network of NETWORKS) {
    const bench = network === 'meta' ? await metaBench() : await googleAdsBench();
    const first: Run[] = [];
    const again: Run[] = [];
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const { adAccount, connector } = await bench.account(run);
        const target = {
          db: getFirestore(),
          accountId: `bench-sync-${network}-${run}-${Date.now()}`,
          network,
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
      bench.server.close();
    }
    print(`${NAMES[network]}, first sync, ${CAMPAIGNS} campaigns × ${DAYS} days`, first, network);
    // The target: a sync that finds nothing new writes nothing (docs/decisions/0032-ad-network-sync.md).
    print(`${NAMES[network]}, the same day again, nothing changed`, again, network, 0);
  }
}

/** The time, calls and writes of `runs`, one report line each. */
function print(name: string, runs: readonly Run[], network: AdNetwork, writesTarget?: number): void {
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
    `calls to ${NAMES[network]}`,
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
