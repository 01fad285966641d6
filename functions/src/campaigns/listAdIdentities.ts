/**
 * `listAdIdentities`: the Facebook Pages a new Meta campaign's ads may speak as, each with the
 * Instagram account linked to it (docs/decisions/0054-meta-ad-media.md), read from Meta when the
 * builder asks, with the permissions of "Ads as your Page" (docs/decisions/0050-incremental-consent.md).
 */
import { type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { MetaPageWithInstagram } from '@adplatform/ad-networks/meta';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { metaAccess, metaUserToken } from '../adNetworks/metaApp';
import { networkRefusal } from '../adNetworks/networkRefusal';

/**
 * `listAdIdentities()`: the Pages the connected Meta person manages, by name, each with its Instagram
 * account or null.
 * @throws HttpsError `unauthenticated`, `permission-denied` (the plan has no campaign creation, or an
 *   analyst), `failed-precondition` (`notConnected`; `adIdentityConsent`: the Pages' permissions are
 *   not granted), `unavailable` (Meta did not answer).
 */
export async function listAdIdentitiesHandler(
  request: CallableRequest<unknown>,
): Promise<{ pages: MetaPageWithInstagram[] }> {
  parsePayload(z.strictObject({}), request.data ?? {});
  const { accountId } = await requireAccountAccess(
    request,
    'createCampaign',
    'Your plan does not include campaign creation.',
  );
  const userToken = await metaUserToken(accountId);
  const { meta, graphOrigin } = await metaAccess();
  const pages = await meta.listMetaPagesWithInstagram({ graphOrigin, userToken }).catch((error: unknown) => {
    throw networkRefusal(error, 'Meta', {
      message: 'Meta has not allowed listing your Pages for ads.',
      reason: 'adIdentityConsent',
    });
  });
  return { pages };
}
