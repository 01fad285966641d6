import { callFunction } from 'shared-auth';
import {
  BULK_CHANGE_MAX,
  type CampaignChange,
  type CampaignChangeResult,
  type UpdateMatchingCampaignsResponse,
} from '@adplatform/campaign-model';
import type { UpdateMatchingCampaignsPayload } from '@adplatform/campaign-model/changes';

/**
 * Where a change goes: `updateCampaigns` with the ids, or a sender of every match of the filters that
 * reads the ids only to show the change at once on the rows on screen.
 * @returns one result per campaign reached; a result may carry the campaign's `name`.
 */
export type ChangeSender = (
  ids: readonly string[],
  change: CampaignChange,
) => Promise<readonly (CampaignChangeResult & { readonly name?: string })[]>;

/**
 * A change sent in several calls that failed after some of them were answered: what those did stays
 * done, so the list must be read again. `cause` is the failed call's error (a FunctionsError, with its
 * `code`, which this error carries too).
 */
export class PartlyAppliedError extends Error {
  readonly code: string;

  constructor(
    override readonly cause: unknown,
    readonly answered: number,
  ) {
    super(`The change failed after ${answered} campaigns were answered for.`);
    this.name = 'PartlyAppliedError';
    this.code = (cause as { code?: string } | null)?.code ?? '';
  }
}

/** Calls `call`; an error after some of the change was answered (`answered` > 0) as `PartlyAppliedError`. */
async function continuing<T>(answered: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw answered > 0 ? new PartlyAppliedError(error, answered) : error;
  }
}

const OUTCOMES = new Set(['applied', 'unchanged', 'refused']);

function isResult(value: unknown): value is CampaignChangeResult {
  if (typeof value !== 'object' || value === null) return false;
  const { id, outcome, reason, newId, name } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    (name === undefined || typeof name === 'string') &&
    typeof outcome === 'string' &&
    OUTCOMES.has(outcome) &&
    (reason === undefined || typeof reason === 'string') &&
    (newId === undefined || typeof newId === 'string')
  );
}

/**
 * Applies one change to campaigns through the `updateCampaigns` callable function
 * (docs/product-rules.md §10.1): the server checks ownership, plan, transitions and budget bounds.
 * More than `BULK_CHANGE_MAX` ids (undoing a large archive) go in calls of that many, one after another.
 * @returns one result per distinct id: applied, unchanged, or refused with a `ChangeRefusal`.
 * @throws FunctionsError (`functions/permission-denied`, `functions/invalid-argument`, …) when the
 *   first call is refused; `PartlyAppliedError` when a later one is (the calls before it stay applied);
 *   Error when an answer is not the contract.
 */
export async function updateCampaigns(
  ids: readonly string[],
  change: CampaignChange,
): Promise<readonly CampaignChangeResult[]> {
  const results: CampaignChangeResult[] = [];
  for (let start = 0; start < ids.length; start += BULK_CHANGE_MAX) {
    const chunk = ids.slice(start, start + BULK_CHANGE_MAX);
    const answer = await continuing(results.length, () =>
      callFunction('updateCampaigns', { ids: chunk, change }),
    );
    results.push(...changeResults('updateCampaigns', answer));
  }
  return results;
}

/**
 * Applies a status change to every campaign matching the list's filters through
 * `updateMatchingCampaigns` (docs/product-rules.md §10.1, "all that match"), call after call until
 * the server says every match is done.
 * @param onProgress - called after each call with how many campaigns have been answered for so far
 * @returns the results of every campaign reached; a refused one carries its name.
 * @throws FunctionsError when the first call is refused; `PartlyAppliedError` when a later one is (what
 *   the calls before it did stays done); Error when an answer is not the function's contract.
 */
export async function updateMatchingCampaigns(
  match: UpdateMatchingCampaignsPayload['match'],
  change: UpdateMatchingCampaignsPayload['change'],
  onProgress: (answered: number) => void,
): Promise<UpdateMatchingCampaignsResponse['results']> {
  const results: UpdateMatchingCampaignsResponse['results'][number][] = [];
  let after: string | null = null;
  do {
    const answer = await continuing(results.length, () =>
      callFunction('updateMatchingCampaigns', { match, change, after }),
    );
    results.push(...changeResults('updateMatchingCampaigns', answer));
    const { resumeAfter } = answer as { resumeAfter?: unknown };
    if (resumeAfter !== null && typeof resumeAfter !== 'string')
      throw new Error('updateMatchingCampaigns answered outside its contract');
    after = resumeAfter;
    onProgress(results.length);
  } while (after !== null);
  return results;
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
