import type { AppNotification } from 'shared-auth';
import type { CampaignChange, CampaignChangeResult } from '@adplatform/campaign-model';

/** The most refused campaigns a summary names one by one. */
const NAMED_REFUSALS = 5;

/** The message key of what a change did (`changes.done.<key>`). */
export function changeKey(change: CampaignChange): string {
  return change.kind === 'status' ? change.action : change.kind;
}

/**
 * The one notification a change ends with (docs/product-rules.md §10.1): how many campaigns it
 * changed, and for those it could not change, which and why. A single quiet success (a switch, a
 * budget, a name) needs none: the row shows it.
 * @param names - campaign names by id, for the refusals (an id not on screen is named by its id)
 * @param t - the campaigns namespace's `t`
 */
export function changeSummary(
  change: CampaignChange,
  results: readonly CampaignChangeResult[],
  names: ReadonlyMap<string, string>,
  t: (key: string, options?: Record<string, unknown>) => string,
): AppNotification | null {
  const applied = results.filter((result) => result.outcome !== 'refused').length;
  const refused = results.filter((result) => result.outcome === 'refused');
  const quiet =
    results.length === 1 && (change.kind === 'budget' || change.kind === 'name' || change.kind === 'status');
  if (refused.length === 0) {
    if (
      quiet &&
      !(change.kind === 'status' && (change.action === 'archive' || change.action === 'restore'))
    ) {
      return null;
    }
    return { type: 'success', message: t(`changes.done.${changeKey(change)}`, { count: applied }) };
  }
  const reasons = refused.slice(0, NAMED_REFUSALS).map(
    (result) =>
      `${names.get(result.id) ?? result.id}: ${t(
        `refusal.${result.reason ?? 'transition'}`,
        // A network's refusal is told in the network's own words.
        result.reason === 'networkRefused' ? { message: result.networkMessage ?? '' } : undefined,
      )}`,
  );
  if (refused.length > NAMED_REFUSALS)
    reasons.push(t('changes.more', { count: refused.length - NAMED_REFUSALS }));
  return {
    type: applied > 0 ? 'warning' : 'error',
    message: t('changes.partial', { applied, refused: refused.length }),
    description: reasons.join('\n'),
  };
}
