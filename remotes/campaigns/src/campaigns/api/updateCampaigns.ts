import { callFunction } from 'shared-auth';
import type { CampaignChange, CampaignChangeResult } from '@adplatform/campaign-model';

const OUTCOMES = new Set(['applied', 'unchanged', 'refused']);

function isResult(value: unknown): value is CampaignChangeResult {
  if (typeof value !== 'object' || value === null) return false;
  const { id, outcome, reason, newId } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof outcome === 'string' &&
    OUTCOMES.has(outcome) &&
    (reason === undefined || typeof reason === 'string') &&
    (newId === undefined || typeof newId === 'string')
  );
}

/**
 * Applies one change to campaigns through the `updateCampaigns` callable function
 * (docs/product-rules.md §10.1): the server checks ownership, plan, transitions and budget bounds.
 * @returns one result per distinct id: applied, unchanged, or refused with a `ChangeRefusal`.
 * @throws FunctionsError (`functions/permission-denied`, `functions/invalid-argument`, …) when the
 *   whole call is refused; Error when the answer is not the function's contract.
 */
export async function updateCampaigns(
  ids: readonly string[],
  change: CampaignChange,
): Promise<readonly CampaignChangeResult[]> {
  return changeResults('updateCampaigns', await callFunction('updateCampaigns', { ids, change }));
}

/**
 * The per-id results of a change function's answer (`{ results }`), validated.
 * @throws Error when the answer is not the function's contract.
 */
export function changeResults(name: string, answer: unknown): readonly CampaignChangeResult[] {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results) || !results.every(isResult))
    throw new Error(`${name} answered outside its contract`);
  return results;
}
