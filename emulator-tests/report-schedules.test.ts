import { getApps, initializeApp } from 'firebase-admin/app';
import Papa from 'papaparse';
import { Timestamp } from 'firebase-admin/firestore';
import { encodeDailyRollup, type MetricTuple } from '@adplatform/delivery-metrics';
import { sendDueReports } from 'functions/src/reports/reportSchedules';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { adminDb, callCallable } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';

// `sendDueReports` runs on a schedule in production; here it is called as the scheduler would call it.
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });

const SPRING: MetricTuple = [10_000, 8_000, 200, 5_000, 10, 20_000]; // $50.00 spend

const SCHEDULE = {
  id: null,
  name: 'Weekly spend',
  frequency: 'weekly',
  format: 'csv',
  recipients: ['Boss@Example.com', 'team@example.com'],
  campaignId: null,
  timeZone: 'Europe/Madrid',
  language: 'en-us',
};

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The calendar day of `now` in `timeZone`, as the UTC midnight of that date (ms). */
function dayIn(timeZone: string, now: number): number {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

/** Gives the account `uid` the members the schedules mail (their entries, as `acceptInvitation` writes them). */
async function withMembers(
  uid: string,
  emails: readonly string[] = ['boss@example.com', 'team@example.com'],
) {
  for (const [index, email] of emails.entries()) {
    await adminDb()
      .doc(`users/${uid}/members/member-${index}`)
      .set({ email, role: 'analyst', joinedAt: Timestamp.now(), invitedBy: uid });
  }
}

/**
 * A user with rollups for the seven days before `now`'s date in the schedules' time zone — the
 * period a weekly report covers, whatever the hour in UTC: Spring, $50.00 a day.
 */
async function reportingUser(
  now: number,
  campaignName = 'Spring – US Feed',
): Promise<{ uid: string; idToken: string }> {
  const user = await userWithPlan('Basic');
  await withMembers(user.uid);
  const today = dayIn(SCHEDULE.timeZone, now);
  for (let days = 1; days <= 7; days += 1) {
    const date = isoDay(today - days * 86_400_000);
    await adminDb()
      .doc(`users/${user.uid}/dailyMetrics/${date}`)
      .set(
        encodeDailyRollup({
          date,
          currency: 'USD',
          campaigns: { spring: { name: campaignName, total: SPRING, country: {}, device: {} } },
        }),
      );
  }
  return user;
}

describe('scheduled reports (docs/product-rules.md §10.2)', () => {
  it('saves a schedule dated by the server, sends a test to the caller alone, and keeps its history', async () => {
    const now = Date.now();
    const { uid, idToken } = await reportingUser(now);
    const saved = await callCallable('saveReportSchedule', SCHEDULE, idToken);
    expect(saved.error).toBeUndefined();
    const { id, nextRunAt } = saved.result as { id: string; nextRunAt: number };
    expect(nextRunAt).toBeGreaterThan(now);
    expect(nextRunAt - now).toBeLessThanOrEqual(8 * 86_400_000);
    const stored = (await adminDb().doc(`users/${uid}/reportSchedules/${id}`).get()).data();
    expect(stored).toMatchObject({ recipients: ['boss@example.com', 'team@example.com'], lastRunAt: null });

    const sent = await callCallable('sendReportNow', { id }, idToken);
    expect(sent.error).toBeUndefined();
    const { mailId } = sent.result as { mailId: string };
    const mail = (await adminDb().doc(`mail/${mailId}`).get()).data();
    expect(mail?.to).toHaveLength(1);
    expect(mail?.to[0]).toMatch(/@/);
    expect(mail?.to).not.toContain('boss@example.com');
    expect(mail?.message.subject).toMatch(/^Test: Weekly spend, your report for /);
    const csv = String(mail?.message.attachments[0].content);
    expect(csv.split('\r\n')[0]).toMatch(/^Campaign,Impressions,Reach,Clicks,CTR,Spend/);
    // The seven days before today: $350.00.
    expect(csv).toContain('Spring – US Feed,"70,000","56,000","1,400",2.00%,$350.00');
    const runs = await adminDb().collection(`users/${uid}/reportSchedules/${id}/runs`).get();
    expect(runs.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ test: true, mailId, campaigns: 1, format: 'csv' }),
    ]);
    // A test leaves the schedule's next sending where it was.
    const after = (await adminDb().doc(`users/${uid}/reportSchedules/${id}`).get()).data();
    expect((after?.nextRunAt as Timestamp).toMillis()).toBe(nextRunAt);
  });

  it('escapes a campaign name a spreadsheet would run as a formula, however many lines it spans', async () => {
    const name = '=HYPERLINK("https://evil.example","Open")\nSpring';
    const { idToken } = await reportingUser(Date.now(), name);
    const saved = await callCallable('saveReportSchedule', SCHEDULE, idToken);
    const { id } = saved.result as { id: string };
    const sent = await callCallable('sendReportNow', { id }, idToken);
    const { mailId } = sent.result as { mailId: string };
    const mail = (await adminDb().doc(`mail/${mailId}`).get()).data();
    const csv = String(mail?.message.attachments[0].content);
    expect(Papa.parse<string[]>(csv).data[1]?.[0]).toBe(`'${name}`);
  });

  it('sends the reports that are due to their recipients, as PDF when asked, and dates the next', async () => {
    const now = Date.now();
    const { uid, idToken } = await reportingUser(now);
    const saved = await callCallable(
      'saveReportSchedule',
      { ...SCHEDULE, format: 'pdf', frequency: 'daily' },
      idToken,
    );
    const { id } = saved.result as { id: string };
    const ref = adminDb().doc(`users/${uid}/reportSchedules/${id}`);
    await ref.update({ nextRunAt: Timestamp.fromMillis(now - 60_000) });
    const lapsed = await reportingUser(now);
    const lapsedSaved = await callCallable('saveReportSchedule', SCHEDULE, lapsed.idToken);
    const lapsedRef = adminDb().doc(
      `users/${lapsed.uid}/reportSchedules/${(lapsedSaved.result as { id: string }).id}`,
    );
    await lapsedRef.update({ nextRunAt: Timestamp.fromMillis(now - 60_000) });
    await adminDb().doc(`subscriptions/${lapsed.uid}`).update({ status: 'past_due' });

    // A recipient who is no longer the account's (they left it) gets nothing more.
    await ref.update({ recipients: ['boss@example.com', 'team@example.com', 'gone@example.com'] });

    const result = await sendDueReports(new Date(now));
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const runs = await ref.collection('runs').get();
    expect(runs.size).toBe(1);
    const run = runs.docs[0]!.data();
    expect(run).toMatchObject({
      test: false,
      recipients: ['boss@example.com', 'team@example.com'],
      format: 'pdf',
    });
    const mail = (await adminDb().doc(`mail/${run.mailId}`).get()).data();
    expect(mail?.to).toEqual(['boss@example.com', 'team@example.com']);
    const pdf = Buffer.from(String(mail?.message.attachments[0].content), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const after = (await ref.get()).data();
    expect((after?.nextRunAt as Timestamp).toMillis()).toBeGreaterThan(now);
    expect((after?.lastRunAt as Timestamp).toMillis()).toBe(now);
    // The lapsed owner's report is not sent; it only moves on.
    expect((await lapsedRef.collection('runs').get()).size).toBe(0);
    expect(((await lapsedRef.get()).data()?.nextRunAt as Timestamp).toMillis()).toBeGreaterThan(now);
  });

  it('refuses a schedule out of bounds and another user’s schedule', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    await withMembers(uid);
    for (const payload of [
      { ...SCHEDULE, recipients: [] },
      {
        ...SCHEDULE,
        recipients: [
          'a@example.com',
          'b@example.com',
          'c@example.com',
          'd@example.com',
          'e@example.com',
          'f@example.com',
        ],
      },
      { ...SCHEDULE, recipients: ['not an address'] },
      { ...SCHEDULE, recipients: ['a@example.com', 'A@example.com'] },
      { ...SCHEDULE, timeZone: 'Mars/Olympus' },
      { ...SCHEDULE, frequency: 'hourly' },
      { ...SCHEDULE, name: '' },
      { ...SCHEDULE, name: 'Claim your prize at https://evil.example' },
      { ...SCHEDULE, name: 'Visit www.evil.example' },
      { ...SCHEDULE, name: 'Weekly\nBcc: everyone@example.com' },
      { ...SCHEDULE, name: 'Weekly \u202Etxt.exe' },
      { ...SCHEDULE, name: '<b>Weekly</b>' },
      { ...SCHEDULE, nextRunAt: 0 },
    ]) {
      expect((await callCallable('saveReportSchedule', payload, idToken)).error?.status).toBe(
        'INVALID_ARGUMENT',
      );
    }
    const other = await userWithPlan('Basic');
    await withMembers(other.uid);
    const theirs = (await callCallable('saveReportSchedule', SCHEDULE, other.idToken)).result as {
      id: string;
    };
    expect((await callCallable('sendReportNow', { id: theirs.id }, idToken)).error?.status).toBe('NOT_FOUND');
    expect(
      (await callCallable('saveReportSchedule', { ...SCHEDULE, id: theirs.id }, idToken)).error?.status,
    ).toBe('NOT_FOUND');
  });

  it('mails only the account’s people: an outside recipient is refused, naming who is not a member', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    await withMembers(uid, ['boss@example.com']);
    const refused = await callCallable(
      'saveReportSchedule',
      { ...SCHEDULE, recipients: ['boss@example.com', 'stranger@example.com'] },
      idToken,
    );
    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'notMember', recipients: ['stranger@example.com'] },
    });
    expect((await adminDb().collection(`users/${uid}/reportSchedules`).get()).size).toBe(0);
    const saved = await callCallable(
      'saveReportSchedule',
      { ...SCHEDULE, recipients: ['boss@example.com'] },
      idToken,
    );
    const { id } = saved.result as { id: string };
    expect((await adminDb().doc(`users/${uid}/reportSchedules/${id}`).get()).get('createdBy')).toBe(uid);
  });
});
