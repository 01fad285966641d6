import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuthState } from 'shared-auth';
import type { CampaignChange, CampaignChangeResult } from '@adplatform/campaign-model';
import type { ChangeSender } from '../api/updateCampaigns';
import type { CampaignRow } from '../model/campaignRow';
import type { Patches } from '../model/rowPatch';

/** What the list's editing controls call: one change to some campaigns, with its summary. */
export interface CampaignChanges {
  /** The rows with the changes not yet confirmed by a reload. */
  readonly rows: readonly CampaignRow[];
  /** Ids whose change the server has not answered yet. */
  readonly pending: ReadonlySet<string>;
  /** Applies one change to `ids` (`editing/runChange.ts`), sent by `send` (by default the ids). */
  readonly run: (
    ids: readonly string[],
    change: CampaignChange,
    send?: ChangeSender,
  ) => Promise<readonly CampaignChangeResult[] | null>;
}

/**
 * Optimistic campaign changes over the rows of the list (docs/product-rules.md §10.1). The state lives
 * here; the change itself (`runChange`) loads with the editing controls that call it.
 * @param rows - the rows as last read
 * @param reload - reads the list (and its totals) again once the server has applied a change
 */
export function useCampaignChanges(rows: readonly CampaignRow[], reload: () => void): CampaignChanges {
  const { user } = useAuthState();
  // Each patch remembers the rows it was confirmed over: once the list has read new rows (the reload
  // after the change), the rows show what the server holds and the patch is no longer applied.
  const [patches, setPatches] = useState<Patches>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  const run = useCallback<CampaignChanges['run']>(
    async (ids, change, send) => {
      const { runChange } = await import('../editing/runChange');
      return runChange(
        {
          rows: () => rowsRef.current,
          author: { uid: user?.uid ?? '', name: user?.displayName ?? user?.email ?? '', at: new Date() },
          updatePatches: setPatches,
          markPending: (changed, isPending) =>
            setPending(
              (current) =>
                new Set(
                  isPending ? [...current, ...changed] : [...current].filter((id) => !changed.includes(id)),
                ),
            ),
          reload,
        },
        ids,
        change,
        send,
      );
    },
    [reload, user],
  );

  const shown = useMemo(
    () =>
      rows.map((row) => {
        const patch = patches.get(row.id);
        const current = patch && (patch.confirmedOver === null || patch.confirmedOver === rows);
        return current ? { ...row, ...patch.fields } : row;
      }),
    [rows, patches],
  );
  return { rows: shown, pending, run };
}
