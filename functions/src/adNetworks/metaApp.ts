import { defineSecret, defineString } from 'firebase-functions/params';
import { DEMO_META_APP, DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { isDemoProject } from '@adplatform/plans/demo-billing';
import type * as MetaModule from '@adplatform/ad-networks/meta';
import { HttpsError } from 'firebase-functions/v2/https';
import { tokenOf } from './tokenVault';

/** The id of the project's Meta app (Facebook Login for Business) in a real project. */
const META_APP_ID = defineString('META_APP_ID', { default: '' });
/** Its secret (Secret Manager). */
const META_APP_SECRET = defineSecret('META_APP_SECRET');

/** Whether this deployment talks to the local Meta stand-in (a `demo-` project) or to Meta. */
const USES_STAND_IN = isDemoProject(process.env.GCLOUD_PROJECT);

/**
 * The secrets a function that talks to Meta declares: none in a demo project (the emulator would look
 * for them in Secret Manager, which it cannot reach), the app's secret elsewhere.
 */
export const META_SECRETS = USES_STAND_IN ? [] : [META_APP_SECRET];

/** The Meta connector's module and where Meta is for this deployment (the stand-in in a demo project). */
export interface MetaAccess {
  readonly meta: typeof MetaModule;
  readonly app: { readonly id: string; readonly secret: string };
  readonly dialogOrigin: string;
  readonly graphOrigin: string;
}

/**
 * Meta for this deployment. Meta's SDK is loaded here, on the first call that talks to Meta, not when
 * an instance of any function starts.
 */
export async function metaAccess(): Promise<MetaAccess> {
  const meta = await import('@adplatform/ad-networks/meta');
  return USES_STAND_IN
    ? { meta, app: DEMO_META_APP, dialogOrigin: DEMO_META_ORIGIN, graphOrigin: DEMO_META_ORIGIN }
    : {
        meta,
        app: { id: META_APP_ID.value(), secret: META_APP_SECRET.value() },
        dialogOrigin: meta.META_DIALOG_ORIGIN,
        graphOrigin: meta.META_GRAPH_ORIGIN,
      };
}

/**
 * The account's Meta user token, for a call made on the person's behalf.
 * @throws HttpsError `failed-precondition` (`details.reason` `notConnected`) when Meta is not connected.
 */
export async function metaUserToken(accountId: string): Promise<string> {
  const token = await tokenOf(accountId, 'meta');
  if (!token) {
    throw new HttpsError('failed-precondition', 'Meta is not connected.', { reason: 'notConnected' });
  }
  return token.accessToken;
}
