import {
  COLLABORATION_PIPELINE,
  COLLABORATION_TRANSITIONS,
  DUE_STATUSES,
  type CollaborationStatus,
} from '@adplatform/influencer-model';
import type { Collaboration } from './influencer';

/** The stages only the creator's side reaches, through the server: submitting content. */
export const CREATOR_MOVES: readonly CollaborationStatus[] = ['contentSubmitted'];

/** A move the advertiser may record, with the i18n key of its button (`moves.*`). */
export interface PipelineMove {
  readonly to: CollaborationStatus;
  readonly labelKey: string;
  /** A move back (submitted content sent back for changes) rather than forward. */
  readonly back: boolean;
}

/**
 * The moves the advertiser records on a collaboration at `status` (docs/product-rules.md §10.5),
 * forward ones first: e.g. submitted content is approved, or sent back for changes. Content is
 * submitted by the creator, with the content itself (`CREATOR_MOVES`): the advertiser never records it.
 */
export function pipelineMoves(status: CollaborationStatus): PipelineMove[] {
  const from = COLLABORATION_PIPELINE.indexOf(status);
  return COLLABORATION_TRANSITIONS[status]
    .filter((to) => !CREATOR_MOVES.includes(to))
    .map((to) => {
      const back = COLLABORATION_PIPELINE.indexOf(to) !== -1 && COLLABORATION_PIPELINE.indexOf(to) < from;
      return { to, back, labelKey: back ? 'moves.requestChanges' : `moves.${to}` };
    })
    .sort((a, b) => Number(a.back) - Number(b.back));
}

/**
 * The step of the pipeline a collaboration has reached (0 = invited … 5 = paid); a declined one stays
 * at the step it was declined from (the invitation's answer, step 1).
 */
export function pipelineStep(status: CollaborationStatus): number {
  return status === 'declined' ? 1 : COLLABORATION_PIPELINE.indexOf(status);
}

/**
 * Whether a collaboration is overdue on `today` (`YYYY-MM-DD`, the advertiser's calendar date): its
 * brief's due date has passed and its content is not posted yet (nor the invitation declined).
 */
export function isOverdue(collaboration: Pick<Collaboration, 'status' | 'brief'>, today: string): boolean {
  return (
    collaboration.brief !== null &&
    DUE_STATUSES.includes(collaboration.status) &&
    collaboration.brief.dueDate < today
  );
}
