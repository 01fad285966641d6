import { callFunction } from 'shared-auth';
import { type CampaignForm } from '@adplatform/campaign-model/form';
import { z } from 'zod';
import type { AdIdentity } from './adIdentities';
import type { Destination } from './destinations';

const answerSchema = z.object({ id: z.string(), status: z.enum(['active', 'scheduled']) });

/**
 * Creates the campaign through the `createCampaign` callable function, which validates the form again
 * with the same schema and deletes the draft; on `destination`'s network first when one is given, on
 * Meta as `identity`'s Page and Instagram account.
 * @returns the new campaign's id and status
 * @throws FunctionsError `functions/permission-denied` (plan), `functions/invalid-argument` (with the
 *   field paths in `details.issues`), `functions/failed-precondition` and `functions/unavailable` (a
 *   network's answer, in `details.reason`)
 */
export async function createCampaign(
  form: CampaignForm,
  draftId: string | null,
  destination: Destination | null,
  identity: AdIdentity | null = null,
): Promise<z.infer<typeof answerSchema>> {
  const where = destination && {
    network: destination.network,
    adAccountId: destination.adAccountId,
    ...(identity ? { identity } : {}),
  };
  return answerSchema.parse(await callFunction('createCampaign', { form, draftId, destination: where }));
}
