import type { CampaignRow } from './campaignRow';

/** The fields an optimistic change may show before the server answers. */
export type RowPatch = Partial<Pick<CampaignRow, 'name' | 'status' | 'statusBeforeArchive' | 'budgetMinor'>>;

/** A patch shown over the rows, and the rows it was confirmed over (null until the server applied it). */
export interface Patch {
  readonly fields: RowPatch;
  readonly confirmedOver: readonly CampaignRow[] | null;
}

/** The patches shown over the list's rows, by campaign id. */
export type Patches = ReadonlyMap<string, Patch>;
