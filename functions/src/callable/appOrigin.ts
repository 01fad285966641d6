import { defineString } from 'firebase-functions/params';
import { HttpsError } from 'firebase-functions/v2/https';
import { USES_STAND_IN } from '../billing/provider';

/** The origins (scheme, host and port) of the app's pages, comma-separated (docs/operations.md). */
const APP_ORIGINS = defineString('APP_ORIGINS', { default: 'http://localhost:3000' });

/**
 * Whether `origin` is one of the app's pages (`APP_ORIGINS`; in a demo project also any
 * `http://localhost:<port>`, the local deployments of the tests).
 */
export function isAppOrigin(origin: string | undefined): origin is string {
  const allowed = APP_ORIGINS.value()
    .split(',')
    .map((entry) => entry.trim());
  return !!origin && (allowed.includes(origin) || (USES_STAND_IN && /^http:\/\/localhost:\d+$/.test(origin)));
}

/**
 * The origin a flow returns to (Checkout, an ad network's consent, an invitation's link): the calling
 * page's, when it is one of the app's. Never a URL the payload names: a callable trusts nothing the
 * client says.
 * @throws HttpsError `permission-denied` for any other origin.
 */
export function returnOrigin(origin: string | undefined): string {
  if (isAppOrigin(origin)) return origin;
  throw new HttpsError('permission-denied', 'This page may not start a checkout.');
}
