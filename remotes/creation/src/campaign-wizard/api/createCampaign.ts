import { callFunction } from 'shared-auth';
import { type CampaignForm } from '@adplatform/campaign-model/form';
import { z } from 'zod';

const answerSchema = z.object({ id: z.string(), status: z.enum(['active', 'scheduled']) });

/**
 * Creates the campaign through the `createCampaign` callable function, which validates the form again
 * with the same schema and deletes the draft.
 * @returns the new campaign's id and status
 * @throws FunctionsError `functions/permission-denied` (plan), `functions/invalid-argument` (with the
 *   field paths in `details.issues`)
 */
export async function createCampaign(
  form: CampaignForm,
  draftId: string | null,
): Promise<z.infer<typeof answerSchema>> {
  return answerSchema.parse(await callFunction('createCampaign', { form, draftId }));
}
