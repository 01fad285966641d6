import { HttpsError } from 'firebase-functions/v2/https';

/** Time kept back from a call's time-out for stopping cleanly and answering (ms). */
export const ANSWER_MARGIN_MS = 10_000;

/**
 * A callable's time budget (docs/architecture.md "Data"): work that may take long checks it between
 * steps and stops with a clear error, saying how far it got, before the platform's time-out would cut
 * the call off with no answer at all.
 */
export class TimeBudget {
  private readonly deadline: number;

  /**
   * @param timeoutSeconds - the function's time-out (its options' `timeoutSeconds`)
   * @param clock - the time now, in ms since the epoch
   */
  constructor(
    timeoutSeconds: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.deadline = clock() + timeoutSeconds * 1000 - ANSWER_MARGIN_MS;
  }

  /**
   * Stops the call once the budget is spent.
   * @param details - how far the work got, for the client (`details` of the error)
   * @throws HttpsError `deadline-exceeded` with `details`.
   */
  check(details: Record<string, unknown>): void {
    if (this.clock() >= this.deadline) {
      throw new HttpsError(
        'deadline-exceeded',
        'This took too long and stopped before its end: what is done stays done.',
        details,
      );
    }
  }
}
