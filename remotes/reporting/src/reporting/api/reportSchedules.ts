import { callFunction, firestore } from 'shared-auth';
import * as z from 'zod/mini';
import {
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_RUNS_SHOWN,
  REPORT_SCHEDULES_MAX,
  type ReportScheduleInput,
} from '@adplatform/report-schedule';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

const scheduleSchema = z.object({
  name: z.string(),
  frequency: z.enum(REPORT_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
  recipients: z.array(z.string()),
  campaignId: z.nullable(z.string()),
  timeZone: z.string(),
  nextRunAt: timestamp,
  lastRunAt: z.nullable(timestamp),
});

/** A scheduled report as the app shows it. */
export interface ReportSchedule extends Omit<ReportScheduleInput, 'recipients'> {
  readonly id: string;
  readonly recipients: readonly string[];
  readonly nextRunAt: Date;
  readonly lastRunAt: Date | null;
}

const runSchema = z.object({
  at: timestamp,
  period: z.object({ from: z.string(), to: z.string() }),
  recipients: z.array(z.string()),
  test: z.boolean(),
});

/** One sending of a scheduled report: when, the days it covered, to whom, and whether it was a test. */
export interface ReportRun {
  readonly id: string;
  readonly at: Date;
  readonly period: { readonly from: string; readonly to: string };
  readonly recipients: readonly string[];
  readonly test: boolean;
}

/**
 * The user's scheduled reports, oldest first (at most `REPORT_SCHEDULES_MAX`, one read each);
 * malformed ones are left out (logged).
 * @throws FirebaseError `permission-denied`.
 */
export async function listSchedules(uid: string): Promise<ReportSchedule[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'reportSchedules'),
      sdk.orderBy('createdAt'),
      sdk.limit(REPORT_SCHEDULES_MAX),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = scheduleSchema.safeParse(doc.data());
    if (!parsed.success) {
      console.warn(`[reporting] skipped malformed schedule ${doc.id}`, parsed.error.issues);
      return [];
    }
    const { nextRunAt, lastRunAt, ...fields } = parsed.data;
    return [{ id: doc.id, ...fields, nextRunAt: nextRunAt.toDate(), lastRunAt: lastRunAt?.toDate() ?? null }];
  });
}

/**
 * A schedule's latest sendings, newest first (at most `REPORT_RUNS_SHOWN`).
 * @throws FirebaseError `permission-denied`.
 */
export async function listRuns(uid: string, scheduleId: string): Promise<ReportRun[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'reportSchedules', scheduleId, 'runs'),
      sdk.orderBy('at', 'desc'),
      sdk.limit(REPORT_RUNS_SHOWN),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = runSchema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data, at: parsed.data.at.toDate() }] : [];
  });
}

/**
 * Saves a schedule (a new one when `id` is null) through the `saveReportSchedule` callable, which
 * checks it again and dates its next sending (docs/product-rules.md §10.2).
 * @throws FunctionsError (`functions/invalid-argument`, `functions/failed-precondition` at the limit
 *   or with `details.reason` `notMember` and `details.recipients` for addresses outside the account, …).
 */
export async function saveSchedule(
  id: string | null,
  input: ReportScheduleInput & { language: string },
): Promise<void> {
  await callFunction('saveReportSchedule', { id, ...input });
}

/**
 * The recipients a refused save named as outside the account (`details.reason` `notMember`), or null
 * when the save was refused for another reason.
 */
export function outsideRecipients(error: unknown): string[] | null {
  const details = (error as { details?: { reason?: unknown; recipients?: unknown } } | null)?.details;
  if (details?.reason !== 'notMember' || !Array.isArray(details.recipients)) return null;
  return details.recipients.filter((recipient): recipient is string => typeof recipient === 'string');
}

/** Sends a schedule's report now to the signed-in user alone (`sendReportNow`). @throws FunctionsError. */
export async function sendTest(id: string): Promise<void> {
  await callFunction('sendReportNow', { id });
}

/** Deletes a schedule (its past sendings stay in the mail log). @throws FirebaseError `permission-denied`. */
export async function deleteSchedule(uid: string, id: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'reportSchedules', id));
}
