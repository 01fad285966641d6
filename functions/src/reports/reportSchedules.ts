import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { documentIdSchema } from '@adplatform/document-id/schema';
import {
  isRecipient,
  isReportName,
  nextRunAt,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_RECIPIENTS_MAX,
  REPORT_SCHEDULE_NAME_MAX,
  REPORT_SCHEDULES_MAX,
  reportPeriod,
  type ReportScheduleInput,
} from '@adplatform/report-schedule';
import { DAILY_METRICS_COLLECTION } from '@adplatform/delivery-metrics';
import { MAIL_LANGUAGES, type MailLanguage } from '@adplatform/mail-texts';
import { canWriteAccountData, type MemberRole } from '@adplatform/plans';
import { accountAddresses } from '../members/accountAddresses';
import { requireEntitlement } from '../callable/entitlement';
import { parsePayload } from '../callable/guards';
import { requireAccountAccess } from '../callable/account';
import { MAIL_COLLECTION } from '../mail/mailCollection';
import { reportCsv, reportLines, reportPdf, reportText } from './reportFile';

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const saveSchedulePayloadSchema = z.strictObject({
  id: documentIdSchema.nullable(),
  name: z.string().trim().min(1).max(REPORT_SCHEDULE_NAME_MAX).refine(isReportName, 'Not a report name.'),
  frequency: z.enum(REPORT_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
  recipients: z
    .array(z.string().trim().toLowerCase().refine(isRecipient, 'Not an e-mail address.'))
    .min(1)
    .max(REPORT_RECIPIENTS_MAX)
    .refine((recipients) => new Set(recipients).size === recipients.length, 'Recipients repeat.'),
  campaignId: documentIdSchema.nullable(),
  timeZone: z.string().max(64).refine(isTimeZone, 'Not a time zone.'),
  language: z.enum(MAIL_LANGUAGES),
});

/**
 * A schedule as stored at `users/{uid}/reportSchedules/{id}`: as written, with its language, the
 * e-mail address of whoever saved it last and the uid of whoever created it.
 */
interface StoredSchedule extends ReportScheduleInput {
  readonly language: MailLanguage;
  readonly ownerEmail: string;
  readonly createdBy?: string;
}

function callerEmail(request: CallableRequest<unknown>): string {
  const email = request.auth?.token.email;
  if (typeof email !== 'string' || !email)
    throw new HttpsError('failed-precondition', 'Your account has no e-mail address.');
  return email;
}

/** The caller's account id for reporting: saving needs a role that writes, a test to oneself only reading. */
async function requireReporting(
  request: CallableRequest<unknown>,
  access: 'read' | 'write',
): Promise<string> {
  const { accountId } = await requireAccountAccess(
    request,
    'reporting',
    'Your plan does not include reporting.',
    access,
  );
  return accountId;
}

/**
 * `saveReportSchedule({ id, name, frequency, format, recipients, campaignId, timeZone, language })`
 * (docs/product-rules.md §10.2): creates (`id` null) or replaces one of the caller's scheduled reports
 * and dates its next sending (`nextRunAt`, computed here: the client never sets when mail goes out).
 * @returns the schedule's id and its next sending (ms since the epoch).
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified, already
 *   `REPORT_SCHEDULES_MAX` schedules, or `details.reason` `notMember` with `details.recipients`: the
 *   addresses that are not the account's people), `permission-denied`, `invalid-argument` (a field
 *   out of bounds: 1–5 distinct recipients, a name of one line of 1–80 characters without a link, a
 *   known time zone), `not-found` (no schedule `id` of the caller's).
 */
export async function saveReportScheduleHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ id: string; nextRunAt: number }> {
  const uid = await requireReporting(request, 'write');
  const { id, ...fields } = parsePayload(saveSchedulePayloadSchema, request.data);
  const addresses = await accountAddresses(uid);
  const outsiders = fields.recipients.filter((recipient) => !addresses.has(recipient));
  if (outsiders.length > 0) {
    throw new HttpsError('failed-precondition', 'Reports go only to the account’s members.', {
      reason: 'notMember',
      recipients: outsiders,
    });
  }
  const db = getFirestore();
  const schedules = db.collection(`users/${uid}/reportSchedules`);
  const next = nextRunAt(fields.frequency, fields.timeZone, now.getTime());
  const document = {
    ...fields,
    ownerEmail: callerEmail(request),
    nextRunAt: Timestamp.fromMillis(next),
    updatedAt: Timestamp.fromDate(now),
  };
  if (id === null) {
    const count = (await schedules.count().get()).data().count;
    if (count >= REPORT_SCHEDULES_MAX)
      throw new HttpsError('failed-precondition', `At most ${REPORT_SCHEDULES_MAX} scheduled reports.`);
    const ref = schedules.doc();
    await ref.create({
      ...document,
      lastRunAt: null,
      createdAt: Timestamp.fromDate(now),
      createdBy: request.auth?.uid ?? uid,
    });
    return { id: ref.id, nextRunAt: next };
  }
  try {
    await schedules.doc(id).update(document);
  } catch {
    throw new HttpsError('not-found', 'No such scheduled report.');
  }
  return { id, nextRunAt: next };
}

/**
 * Sends one schedule's report as of `now` to `recipients`: reads the rollups of the period it covers,
 * attaches the report (CSV or PDF), queues the message in `mail` and records the run in the
 * schedule's history; a scheduled run (not a `test`) also moves `nextRunAt` on. One batch.
 * @returns the queued message's id and the run's id.
 */
export async function runSchedule(
  db: Firestore,
  ref: DocumentReference,
  schedule: StoredSchedule,
  now: Date,
  { recipients, test }: { readonly recipients: readonly string[]; readonly test: boolean },
): Promise<{ mailId: string; runId: string }> {
  const uid = ref.parent.parent?.id ?? '';
  const period = reportPeriod(schedule.frequency, schedule.timeZone, now.getTime());
  const rollups = await db
    .collection(`users/${uid}/${DAILY_METRICS_COLLECTION}`)
    .where('date', '>=', period.from)
    .where('date', '<=', period.to)
    .get();
  const stored = rollups.docs.map((doc) => doc.data());
  const currency = String(stored[0]?.currency ?? 'USD');
  const lines = reportLines(stored, schedule.campaignId);
  const language = schedule.language;
  const values = {
    name: schedule.name,
    from: period.from,
    to: period.to,
    campaigns: lines.length,
    owner: schedule.ownerEmail,
    currency,
  };
  const base = `${schedule.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'report'}-${period.from}_${period.to}`;
  const attachment =
    schedule.format === 'pdf'
      ? {
          filename: `${base}.pdf`,
          content: Buffer.from(
            await reportPdf(lines, currency, language, {
              title: reportText(language, 'pdfTitle', values),
              period: reportText(language, 'pdfPeriod', values),
            }),
          ).toString('base64'),
          encoding: 'base64',
        }
      : { filename: `${base}.csv`, content: reportCsv(lines, currency, language) };
  const mail = db.collection(MAIL_COLLECTION).doc();
  const run = ref.collection('runs').doc();
  const at = Timestamp.fromDate(now);
  const batch = db.batch();
  batch.create(mail, {
    to: [...recipients],
    message: {
      subject: reportText(language, test ? 'testSubject' : 'subject', values),
      text: reportText(language, 'body', values),
      attachments: [attachment],
    },
    uid,
    scheduleId: ref.id,
    createdAt: at,
  });
  batch.create(run, {
    at,
    period,
    recipients: [...recipients],
    format: schedule.format,
    campaigns: lines.length,
    mailId: mail.id,
    test,
  });
  if (!test)
    batch.update(ref, {
      lastRunAt: at,
      nextRunAt: Timestamp.fromMillis(nextRunAt(schedule.frequency, schedule.timeZone, now.getTime())),
    });
  await batch.commit();
  return { mailId: mail.id, runId: run.id };
}

/**
 * `sendReportNow({ id })` (docs/product-rules.md §10.2): sends one of the caller's scheduled reports
 * now, to the caller alone (a test: its recipients are not written to, its next sending stays).
 * @throws HttpsError as `saveReportSchedule`; `not-found` for a schedule that is not the caller's.
 */
export async function sendReportNowHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ mailId: string; runId: string }> {
  const uid = await requireReporting(request, 'read');
  const { id } = parsePayload(z.strictObject({ id: documentIdSchema }), request.data);
  const db = getFirestore();
  const ref = db.doc(`users/${uid}/reportSchedules/${id}`);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'No such scheduled report.');
  return runSchedule(db, ref, snapshot.data() as StoredSchedule, now, {
    recipients: [callerEmail(request)],
    test: true,
  });
}

/**
 * The recipients of `schedule` of the account `uid` that a scheduled sending reaches at `now`: none
 * when the account's plan no longer includes reporting, else those still among the account's people.
 */
async function reachableRecipients(uid: string, schedule: StoredSchedule, now: Date): Promise<string[]> {
  try {
    await requireEntitlement(uid, 'reporting', 'lapsed', now);
  } catch {
    return [];
  }
  const addresses = await accountAddresses(uid);
  return schedule.recipients.filter((recipient) => addresses.has(recipient));
}

/**
 * Deletes in `batch` the scheduled reports `memberUid` created in the account, when `role` (their new
 * role, or null when they are removed) no longer changes its data (docs/product-rules.md §10.9
 * "Removing a member revokes what they started").
 */
export async function revokeSchedulesInBatch(
  batch: WriteBatch,
  accountId: string,
  memberUid: string,
  role: MemberRole | null,
): Promise<void> {
  if (role !== null && canWriteAccountData(role)) return;
  const created = await getFirestore()
    .collection(`users/${accountId}/reportSchedules`)
    .where('createdBy', '==', memberUid)
    .limit(REPORT_SCHEDULES_MAX)
    .get();
  for (const schedule of created.docs) batch.delete(schedule.ref);
}

/** Schedules sent per run of `sendDueReports` (the next run takes the rest). */
export const DUE_REPORTS_PER_RUN = 100;

/**
 * Sends every scheduled report due at `now` (`nextRunAt` passed), oldest first, at most
 * `DUE_REPORTS_PER_RUN`: each whose owner's plan still includes reporting is sent to those of its
 * recipients who are still the account's people; the others (plan lapsed, no recipient left) only
 * move on to their next sending.
 * @returns how many were sent and skipped.
 */
export async function sendDueReports(now = new Date()): Promise<{ sent: number; skipped: number }> {
  const db = getFirestore();
  const due = await db
    .collectionGroup('reportSchedules')
    .where('nextRunAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextRunAt')
    .limit(DUE_REPORTS_PER_RUN)
    .get();
  let sent = 0;
  let skipped = 0;
  for (const doc of due.docs) {
    const schedule = doc.data() as StoredSchedule & DocumentData;
    const uid = doc.ref.parent.parent?.id ?? '';
    const recipients = await reachableRecipients(uid, schedule, now);
    if (recipients.length === 0) {
      await doc.ref.update({
        nextRunAt: Timestamp.fromMillis(nextRunAt(schedule.frequency, schedule.timeZone, now.getTime())),
      });
      skipped += 1;
      continue;
    }
    await runSchedule(db, doc.ref, schedule, now, { recipients, test: false });
    sent += 1;
  }
  return { sent, skipped };
}
