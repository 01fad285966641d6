import type { CampaignStatus } from './campaign';

/**
 * What may move to what (docs/product-rules.md §10.1): the one table the `updateCampaigns` function
 * enforces and the list's switches and menus read to offer only what the server will accept.
 */

/** What an advertiser can do to a campaign's status. */
export const STATUS_ACTIONS = ['pause', 'resume', 'archive', 'restore'] as const;
/** A status action. */
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** Why a change was refused for one campaign (a message key of the campaigns remote). */
export type ChangeRefusal =
  | 'notFound'
  | 'transition'
  | 'ended'
  | 'archived'
  | 'budgetTooLow'
  | 'budgetTooHigh'
  | 'budgetBelowSpend'
  /** A campaign budget change while the budget is set on the ad sets. */
  | 'budgetOnAdSets'
  /** An ad set budget change while the campaign carries the budget. */
  | 'budgetOnCampaign'
  /** The campaign's ad network refused the change (its words in `networkMessage`). */
  | 'networkRefused'
  /** The campaign's ad network did not answer: nothing changed. */
  | 'networkUnavailable'
  /** The connection to the campaign's ad network must be made again. */
  | 'networkReconnect'
  /** A change the campaign's ad network does not take from here (archiving, restoring). */
  | 'notOnNetwork';

/** What a status action needs to know of a campaign. */
export interface StatusSubject {
  readonly status: CampaignStatus;
  /** The first day of delivery (midnight UTC of the advertiser's start date). */
  readonly startDate: Date;
  /** Midnight UTC of the last day, or null for an open-ended campaign. */
  readonly endDate: Date | null;
  /** The status the campaign had when it was archived (only on archived campaigns). */
  readonly statusBeforeArchive?: CampaignStatus | null;
}

/** The outcome of a status action: the status it leads to, unchanged, or refused with a reason. */
export type StatusOutcome =
  | { readonly kind: 'applied'; readonly status: CampaignStatus }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused'; readonly reason: ChangeRefusal };

const DAY_MS = 24 * 60 * 60 * 1000;

/** True once the last day of the schedule is over (an open-ended campaign never ends). */
export function hasEnded(subject: Pick<StatusSubject, 'endDate'>, now: Date): boolean {
  return subject.endDate !== null && subject.endDate.getTime() + DAY_MS <= now.getTime();
}

/** The status a campaign that may deliver takes now: scheduled before its start, active from it. */
function deliveringStatus(subject: StatusSubject, now: Date): CampaignStatus {
  return subject.startDate.getTime() > now.getTime() ? 'scheduled' : 'active';
}

/**
 * The status `action` leads to from `subject` at `now`:
 * - pause: active or scheduled → paused (nothing delivers while paused);
 * - resume: paused or draft → active, or scheduled before its start; refused once the schedule has
 *   ended (`ended`, a completed campaign included) or while archived (`archived`);
 * - archive: any status → archived, remembered in `statusBeforeArchive`;
 * - restore: archived → the status before, except that an active campaign comes back paused
 *   (restoring never starts spending) and one whose schedule ended comes back completed.
 * Asking for the status a campaign already has answers `unchanged`.
 */
export function statusAfter(action: StatusAction, subject: StatusSubject, now: Date): StatusOutcome {
  const { status } = subject;
  const refused = (reason: ChangeRefusal): StatusOutcome => ({ kind: 'refused', reason });
  const applied = (next: CampaignStatus): StatusOutcome => ({ kind: 'applied', status: next });
  switch (action) {
    case 'pause':
      if (status === 'paused') return { kind: 'unchanged' };
      if (status === 'archived') return refused('archived');
      return status === 'active' || status === 'scheduled' ? applied('paused') : refused('transition');
    case 'resume':
      if (status === 'active' || status === 'scheduled') return { kind: 'unchanged' };
      if (status === 'archived') return refused('archived');
      if (status === 'completed' || hasEnded(subject, now)) return refused('ended');
      return applied(deliveringStatus(subject, now));
    case 'archive':
      return status === 'archived' ? { kind: 'unchanged' } : applied('archived');
    case 'restore': {
      if (status !== 'archived') return { kind: 'unchanged' };
      const before = subject.statusBeforeArchive ?? 'paused';
      if (before === 'draft') return applied('draft');
      if (before === 'completed' || hasEnded(subject, now)) return applied('completed');
      return applied(before === 'active' || before === 'archived' ? 'paused' : before);
    }
  }
}

/** Whether the on/off switch of a campaign in `status` is on (it delivers, or will at its start). */
export function isSwitchedOn(status: CampaignStatus): boolean {
  return status === 'active' || status === 'scheduled';
}

/** The actions the list offers a campaign, in menu order: only those the server would apply. */
export function availableActions(subject: StatusSubject, now: Date): StatusAction[] {
  return STATUS_ACTIONS.filter((action) => statusAfter(action, subject, now).kind === 'applied');
}
