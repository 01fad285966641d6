import { callFunction } from 'shared-auth';

/** A Facebook Page the connected Meta person manages. */
export interface LeadPage {
  readonly id: string;
  readonly name: string;
}

/**
 * `listLeadPages`: the Pages the connected Meta person manages, and the ids of those whose lead
 * forms' leads the account receives (docs/decisions/0049-meta-lead-ads.md).
 * @throws FunctionsError `failed-precondition` (`details.reason` `notConnected`, `leadConsent`,
 *   `refused`), `unavailable` (`networkUnavailable`), `permission-denied` (plan).
 */
export async function listLeadPages(): Promise<{ pages: LeadPage[]; chosen: string[] }> {
  return (await callFunction('listLeadPages', {})) as { pages: LeadPage[]; chosen: string[] };
}

/** How a newly chosen Page's leads of the last 90 days came in: done or to go on, and the leads written. */
export interface LeadBackfill {
  readonly pageId: string;
  readonly status: 'pending' | 'done' | 'failed';
  readonly written: number;
}

/**
 * `chooseLeadPages`: the account receives the leads of exactly these Pages from now on; a Page
 * newly chosen brings its leads of the last 90 days in.
 * @returns the backfills of the Pages newly chosen
 * @throws FunctionsError as {@link listLeadPages}; `invalid-argument` for a Page the person does not manage.
 */
export async function chooseLeadPages(pageIds: readonly string[]): Promise<LeadBackfill[]> {
  const { backfills } = (await callFunction('chooseLeadPages', { pageIds })) as {
    backfills?: LeadBackfill[];
  };
  return backfills ?? [];
}
