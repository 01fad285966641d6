import { i18n, notify } from 'shared-auth';
import {
  applyChange,
  type CampaignChange,
  type CampaignChangeResult,
  type ChangeAuthor,
} from '@adplatform/campaign-model';
import { CAMPAIGNS_EDITING_NS } from '../../i18n/editingNamespace';
import { PartlyAppliedError, updateCampaigns, type ChangeSender } from '../api/updateCampaigns';
import type { CampaignRow } from '../model/campaignRow';
import { changeSummary } from '../model/changeSummary';
import type { Patch, Patches } from '../model/rowPatch';

/** The messages of the refusals `updateCampaigns` answers with a code of their own. */
const REFUSALS: Readonly<Record<string, string>> = {
  'functions/permission-denied': 'changes.notAllowed',
  'functions/resource-exhausted': 'changes.tooMany',
  'functions/deadline-exceeded': 'changes.tooLong',
};

/** What a change needs of the list it is made from (`useCampaignChanges`). */
export interface ChangeContext {
  /** The rows on screen now. */
  readonly rows: () => readonly CampaignRow[];
  readonly author: ChangeAuthor;
  readonly updatePatches: (update: (current: Patches) => Patches) => void;
  readonly markPending: (ids: readonly string[], pending: boolean) => void;
  /** Reads the list and its totals again. */
  readonly reload: () => void;
}

/**
 * Applies `change` to `ids` (docs/product-rules.md §10.1): shown at once on the rows on screen with the
 * same rules as the server (`applyChange`), sent by `send` (`updateCampaigns`, or every match of the
 * filters), rolled back for every id the server refuses, summed up in one notification, then the list
 * reloads. Loaded with the editing controls, the only callers.
 * @returns the server's results, or null when the whole call failed (everything rolled back).
 */
export async function runChange(
  context: ChangeContext,
  ids: readonly string[],
  change: CampaignChange,
  send: ChangeSender = updateCampaigns,
): Promise<readonly CampaignChangeResult[] | null> {
  // The editing namespace's strings are there: the controls that call this loaded them.
  const t = i18n.getFixedT(null, CAMPAIGNS_EDITING_NS);
  const optimistic = new Map<string, Patch>();
  if (change.kind !== 'duplicate') {
    for (const row of context.rows()) {
      if (!ids.includes(row.id)) continue;
      const outcome = applyChange(
        { ...row, spentMinor: row.metrics.lifetime.spendMinor },
        change,
        context.author,
      );
      if (outcome.outcome === 'applied')
        optimistic.set(row.id, { fields: outcome.patch, confirmedOver: null });
    }
  }
  const rollBack = (rejected: readonly string[]) =>
    context.updatePatches((current) => new Map([...current].filter(([id]) => !rejected.includes(id))));
  context.updatePatches((current) => new Map([...current, ...optimistic]));
  context.markPending(ids, true);
  try {
    const results = await send(ids, change);
    const refused = results.filter((result) => result.outcome === 'refused').map((result) => result.id);
    rollBack(refused);
    const confirmedOver = context.rows();
    context.updatePatches(
      (current) =>
        new Map(
          [...current].map(([id, patch]) => [
            id,
            optimistic.has(id) && !refused.includes(id) ? { ...patch, confirmedOver } : patch,
          ]),
        ),
    );
    const names = new Map([
      ...results.flatMap((result) => (result.name ? [[result.id, result.name] as const] : [])),
      ...confirmedOver.map((row) => [row.id, row.name] as const),
    ]);
    const summary = changeSummary(change, results, names, t);
    if (summary) notify(summary);
    if (results.some((result) => result.outcome === 'applied')) context.reload();
    return results;
  } catch (error) {
    console.error('[campaigns] change not saved', error);
    rollBack([...ids]);
    const code = (error as { code?: string }).code ?? '';
    notify({ type: 'error', message: t(REFUSALS[code] ?? 'changes.failed') });
    // Stopped by its time budget, or failed after some of its calls, the change applied to some
    // campaigns: show them as saved.
    if (code === 'functions/deadline-exceeded' || error instanceof PartlyAppliedError) context.reload();
    return null;
  } finally {
    context.markPending(ids, false);
  }
}
