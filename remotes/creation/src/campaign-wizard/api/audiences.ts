import { callFunction } from 'shared-auth';
import { interestChoiceSchema, type FormInterest } from '@adplatform/campaign-model/form';
import { z } from 'zod';
import type { WizardAdSet } from '../model/wizardForm';

const interestsAnswerSchema = z.object({
  source: z.enum(['meta', 'catalogue']),
  interests: z.array(
    interestChoiceSchema.extend({ path: z.array(z.string()) }).transform(({ path, ...interest }) => ({
      interest,
      path,
    })),
  ),
});

/** Interests a search found: each as the form keeps it, with its place in its list's topics. */
export interface FoundInterests {
  /** Meta's targeting search, or the product's catalogue. */
  readonly source: 'meta' | 'catalogue';
  readonly found: readonly { readonly interest: FormInterest; readonly path: readonly string[] }[];
}

/**
 * `searchInterests`: the interests whose name matches `query`, named in `language` (docs/product-rules.md
 * §10.6), from Meta when it is connected, else from the product's catalogue.
 * @throws FunctionsError `functions/permission-denied` (plan), `functions/invalid-argument`
 */
export async function searchInterests(query: string, language: string): Promise<FoundInterests> {
  const answer = interestsAnswerSchema.parse(
    await callFunction('searchInterests', { query, language: language === 'es-es' ? 'es-es' : 'en-us' }),
  );
  return { source: answer.source, found: answer.interests };
}

const estimateAnswerSchema = z.object({
  estimate: z
    .object({
      network: z.literal('meta'),
      adAccountName: z.string(),
      lower: z.number().nonnegative(),
      upper: z.number().nonnegative(),
    })
    .nullable(),
});

/** A network's estimate of an audience: monthly active people, and the ad account it was asked through. */
export type NetworkEstimate = NonNullable<z.infer<typeof estimateAnswerSchema>['estimate']>;

/**
 * `estimateAudience`: how many people an ad set's audience on its placements reaches, as Meta estimates
 * it; null when no network estimates it here (the local model's estimate stands).
 * @throws FunctionsError `functions/invalid-argument` (an audience the form refuses)
 */
export async function estimateOnNetwork(
  adSet: Pick<WizardAdSet, 'audience' | 'placements'>,
): Promise<NetworkEstimate | null> {
  const answer = estimateAnswerSchema.parse(
    await callFunction('estimateAudience', { audience: adSet.audience, placements: adSet.placements }),
  );
  return answer.estimate;
}
