/**
 * `addInstagramCreator`: a creator added to the influencer catalogue by their Instagram username, or
 * refreshed, read through Instagram's business discovery on the advertiser's own Instagram account
 * (docs/decisions/0053-instagram-creators.md, docs/product-rules.md §10.5).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { INSTAGRAM_USERNAME } from '@adplatform/ad-networks';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { metaAccess, metaUserToken } from '../adNetworks/metaApp';
import { networkRefusal } from '../adNetworks/networkRefusal';
import { instagramCreatorFields, instagramCreatorId } from './instagramCreator';

const PLAN_MESSAGE = 'Your plan does not include influencers.';

const payloadSchema = z.strictObject({
  /** With or without its `@`, as people write it. */
  username: z
    .string()
    .trim()
    .transform((value) => value.replace(/^@/u, ''))
    .pipe(z.string().regex(INSTAGRAM_USERNAME)),
});

/** A Meta failure as the section explains it: Instagram's permissions not granted, or Meta not answering. */
const creatorRefusal = (error: unknown): HttpsError =>
  networkRefusal(error, 'Meta', {
    message: 'Meta has not allowed reading Instagram creators. Turn Instagram creators on in Settings.',
    reason: 'creatorConsent',
  });

/**
 * `addInstagramCreator({ username })`: reads the Instagram professional account `username` through
 * the first (by username) of the advertiser's own Instagram accounts and writes it to
 * `influencers/ig_{id}` (all of it again on a refresh).
 * @returns the creator's id in `influencers/`, and whether it was there before (a refresh)
 * @throws HttpsError `invalid-argument` (not an Instagram username), `unauthenticated`,
 *   `permission-denied` (plan, analyst), `failed-precondition` (`details.reason` `notConnected`,
 *   `creatorConsent`, `noInstagramAccount`, or `refused` in Meta's words — an account not found or
 *   not professional), `unavailable` (`networkUnavailable`).
 */
export async function addInstagramCreatorHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ influencerId: string; refreshed: boolean }> {
  const { username } = parsePayload(payloadSchema, request.data);
  const { accountId } = await requireAccountAccess(request, 'influencers', PLAN_MESSAGE);
  const userToken = await metaUserToken(accountId);
  const { meta, graphOrigin } = await metaAccess();
  const access = { graphOrigin, userToken };
  const [own] = await meta.listInstagramAccounts(access).catch((error: unknown) => {
    throw creatorRefusal(error);
  });
  if (!own) {
    throw new HttpsError(
      'failed-precondition',
      'None of your Facebook Pages has an Instagram professional account linked.',
      { reason: 'noInstagramAccount' },
    );
  }
  const creator = await meta
    .discoverInstagramCreator(access, own.igUserId, username, now)
    .catch((error: unknown) => {
      throw creatorRefusal(error);
    });
  const influencerId = instagramCreatorId(creator.igUserId);
  const ref = getFirestore().collection('influencers').doc(influencerId);
  const refreshed = (await ref.get()).exists;
  await ref.set(instagramCreatorFields(creator, now));
  return { influencerId, refreshed };
}
