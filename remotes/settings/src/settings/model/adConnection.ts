// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';
import {
  AD_NETWORK_FEATURES,
  AD_NETWORKS,
  type AdNetwork,
  type AdNetworkFeature,
} from '@adplatform/ad-networks';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

const adAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  deliverable: z.boolean(),
});

/** An ad network's connection, `users/{uid}/adConnections/{network}` (docs/product-rules.md §10.10). */
const adConnectionSchema = z.object({
  network: z.enum(AD_NETWORKS),
  status: z.string(),
  connectedByEmail: z.string(),
  connectedAt: timestamp,
  tokenExpiresAt: z.nullable(timestamp),
  adAccounts: z.array(adAccountSchema),
  chosenAccountIds: z.array(z.string()),
  lastSyncedAt: z.nullable(timestamp),
  problem: z.nullable(z.string()),
});

/**
 * Where a connection stands (docs/product-rules.md §10.10): connected; or its token expired or a
 * permission was withdrawn, so nothing comes in until the person connects again.
 */
export type ConnectionProblem = 'tokenExpired' | 'permissionRevoked';

/** An ad account a connection lists. */
export interface ConnectedAdAccount {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly deliverable: boolean;
}

/** A connection as the settings page shows it. */
export interface AdConnection {
  readonly network: AdNetwork;
  /** `connected`, or `reconnect` when the token no longer works. */
  readonly status: string;
  readonly connectedByEmail: string;
  readonly connectedAt: Date;
  /** Null for a token that does not expire. */
  readonly tokenExpiresAt: Date | null;
  readonly adAccounts: readonly ConnectedAdAccount[];
  readonly chosenAccountIds: readonly string[];
  /** When every chosen ad account last came in whole, or null before the first sync. */
  readonly lastSyncedAt: Date | null;
  /** What the person allowed beyond campaigns (docs/decisions/0050-incremental-consent.md). */
  readonly features: readonly AdNetworkFeature[];
  /** Why the connection must be made again, or null while it works. */
  readonly problem: ConnectionProblem | null;
  /** The latest time a sync waiting on the network's limits goes on, or null when none waits. */
  readonly resumesAfter: Date | null;
  /** Until when a run bringing an ad account in holds it, or null when none runs. */
  readonly syncingUntil: Date | null;
}

/** The connection document as shown, or null when it is not one (validated at the trust boundary). */
export function toAdConnection(data: unknown): AdConnection | null {
  const parsed = adConnectionSchema.safeParse(data);
  if (!parsed.success) return null;
  const { connectedAt, tokenExpiresAt, lastSyncedAt, problem, status, ...rest } = parsed.data;
  const { features } = data as { features?: unknown };
  return {
    ...rest,
    status,
    // Connections made before features were kept have none; a feature this page does not know is skipped.
    features: AD_NETWORK_FEATURES.filter((feature) => Array.isArray(features) && features.includes(feature)),
    connectedAt: connectedAt.toDate(),
    tokenExpiresAt: tokenExpiresAt?.toDate() ?? null,
    lastSyncedAt: lastSyncedAt?.toDate() ?? null,
    problem:
      status === 'reconnect'
        ? problem === 'permissionRevoked'
          ? 'permissionRevoked'
          : 'tokenExpired'
        : null,
    resumesAfter: latestOf((data as { syncs?: unknown }).syncs, 'paused', 'resumeAfter'),
    syncingUntil: latestOf((data as { syncs?: unknown }).syncs, 'syncing', 'until'),
  };
}

/**
 * The latest `field` of the runs of the connection's ad accounts (`syncs.<adAccountId>`, each
 * `{ outcome, resumeAfter, until }`) whose outcome is `outcome` — when a paused sync goes on, or until
 * when a running one holds its ad account — or null when there is none; runs of another shape are
 * skipped.
 */
function latestOf(
  syncs: unknown,
  outcome: 'paused' | 'syncing',
  field: 'resumeAfter' | 'until',
): Date | null {
  if (typeof syncs !== 'object' || syncs === null) return null;
  const times = Object.values(syncs as Record<string, Record<string, unknown> | undefined>).flatMap((run) => {
    const time = timestamp.safeParse(run?.[field]);
    return run?.outcome === outcome && time.success ? [time.data.toDate().getTime()] : [];
  });
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** Whether a run is bringing the connection's ad accounts in at `now` (its hold not yet over). */
export const syncing = (connection: AdConnection, now: Date): boolean =>
  connection.syncingUntil !== null && connection.syncingUntil.getTime() > now.getTime();

/** How long before its token ends a working connection asks to be made again, in ms. */
export const TOKEN_EXPIRING_MS = 7 * 86_400_000;

/**
 * Whether a working connection's token ends within `TOKEN_EXPIRING_MS` of `now` (docs/product-rules.md
 * §10.10: reconnect before it ends, so that nothing stops coming in). A token without an end never does.
 */
export function tokenExpiring(connection: AdConnection, now: Date): boolean {
  if (connection.problem || !connection.tokenExpiresAt) return false;
  return connection.tokenExpiresAt.getTime() - now.getTime() < TOKEN_EXPIRING_MS;
}
