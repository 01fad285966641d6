import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdNetworkError } from '@adplatform/ad-networks';
import { META_PERMISSIONS } from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON, startMetaStandIn } from './metaStandIn';
import { loginThroughStandIn } from './standInLogin';

/** The demo Page of the stand-in's demo person, and the Instagram account linked to it. */
export const DEMO_SHOES_PAGE = '1500000001';
export const DEMO_SHOES_INSTAGRAM = '17841401500000001';

/**
 * Starts the Meta stand-in on a free port for one test file, its demo person logged in with the
 * campaigns' permissions and `scope`; the caller closes `server` after its tests.
 */
export async function metaStandInSession(
  now: () => Date,
  scope: readonly string[] = [],
): Promise<{ server: Server; graphOrigin: string; userToken: string }> {
  const server = await startMetaStandIn({ projectId: 'demo-test', port: 0, now });
  const graphOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const userToken = await loginThroughStandIn(graphOrigin, DEMO_META_PERSON, {
    scope: [...META_PERMISSIONS, ...scope],
    now: now(),
  });
  return { server, graphOrigin, userToken };
}

/** The `AdNetworkError` `promise` rejects with (a test fails if it resolves or rejects otherwise). */
export async function networkRefusal(promise: Promise<unknown>): Promise<AdNetworkError> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(AdNetworkError);
  return thrown as AdNetworkError;
}

/** The smallest PNG: its signature and a 1×1 image, as an ad image the stand-in takes. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
