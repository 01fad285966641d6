import { useEffect, useState } from 'react';
import { estimateOnNetwork, type NetworkEstimate } from '../api/audiences';
import type { WizardAdSet } from '../model/wizardForm';

/** How long the audience holds still before the network is asked, in ms. */
const ESTIMATE_PAUSE_MS = 600;

/** What the network said of the audience as it is now. */
export type NetworkEstimateState =
  | { readonly state: 'none' }
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly estimate: NetworkEstimate | null };

/**
 * The network's estimate of `adSet`'s audience on its placements (docs/product-rules.md §10.6), asked
 * when `asked` (a network that estimates is connected) and the audience is one to estimate — a
 * location, a gender, ages in order, a placement — once it holds still. Answers are kept per audience
 * for the wizard's life; a failure reads as no estimate, and the local model's stands.
 */
export function useNetworkEstimate(
  adSet: Pick<WizardAdSet, 'audience' | 'placements'>,
  asked: boolean,
): NetworkEstimateState {
  const [answers, setAnswers] = useState<ReadonlyMap<string, NetworkEstimate | null>>(new Map());
  const { audience, placements } = adSet;
  const estimable =
    asked &&
    audience.locations.length > 0 &&
    audience.genders.length > 0 &&
    audience.ageMin <= audience.ageMax &&
    (placements.automatic || placements.chosen.length > 0);
  const key = JSON.stringify({ audience, placements });
  const known = answers.has(key);
  useEffect(() => {
    if (!estimable || known) return;
    let current = true;
    const timer = setTimeout(() => {
      const remember = (estimate: NetworkEstimate | null) => {
        if (current) setAnswers((previous) => new Map(previous).set(key, estimate));
      };
      estimateOnNetwork(JSON.parse(key) as Pick<WizardAdSet, 'audience' | 'placements'>).then(
        remember,
        (error: unknown) => {
          console.error('[creation] audience not estimated by the network', error);
          remember(null);
        },
      );
    }, ESTIMATE_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [estimable, known, key]);
  if (!estimable) return { state: 'none' };
  return known ? { state: 'ready', estimate: answers.get(key) ?? null } : { state: 'loading' };
}
