import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { importLeadsHandler } from 'functions/src/leads/importLeads';
import { TimeBudget } from 'functions/src/callable/timeBudget';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { LEAD_IMPORT_ROWS_MAX, leadMatchKeys, type LeadImportVerdict } from '@adplatform/lead-model/import';
import { adminDb, callCallable, createSignedInUser } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { worstCaseImport } from '../scripts/bench/leadImportWorstCase';

// The handler runs here too, in this process, as the platform would run it.
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });

const row = (number: number, name: string, email: string, phone = '', note = '') => ({
  row: number,
  name,
  email,
  phone,
  note,
});

async function givenLead(
  uid: string,
  name: string,
  email: string,
  phone: string,
  createdAt = Timestamp.now(),
): Promise<void> {
  await adminDb()
    .collection(`users/${uid}/leads`)
    .add({
      name,
      email,
      phone,
      ...leadMatchKeys({ name, email, phone }),
      campaignId: 'c1',
      campaignName: 'Spring sale',
      status: 'contacted',
      note: '',
      createdAt,
      updatedAt: createdAt,
    });
}

/** The request the platform hands `importLeadsHandler` for a verified caller sending `data`. */
function handlerRequest(uid: string, data: unknown): CallableRequest<unknown> {
  return { auth: { uid, token: { email_verified: true } }, data } as unknown as CallableRequest<unknown>;
}

async function leadNames(uid: string): Promise<string[]> {
  const snapshot = await adminDb().collection(`users/${uid}/leads`).get();
  return snapshot.docs.map((doc) => String(doc.get('name'))).sort();
}

const FILE = {
  fileName: 'trade-show.csv',
  rows: [
    row(1, 'Ana López', 'ana@example.com', '+34 600 111 222', 'Met at booth 4'),
    row(2, 'Ben Smith', 'BEN@example.com '),
    row(3, 'Carla Novak', 'carla@example.com', '0034 600-999-888'),
    row(4, 'Ana Lopez', 'ana@example.com'),
    row(5, 'Benn Smith', 'bsmith@work.test'),
    row(6, '', 'nobody@example.com'),
  ],
  includePossibleDuplicates: false,
};

const EXPECTED_SKIPS = [
  [1, null],
  [2, 'duplicateEmail'],
  [3, 'duplicatePhone'],
  [4, 'duplicateEmail'],
  [5, 'possibleDuplicate'],
  [6, 'nameMissing'],
];

describe('importLeads (docs/product-rules.md §10.3)', () => {
  it('previews every row with a verdict and writes nothing; then imports the rows that pass, once', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    await givenLead(uid, 'Ben Smith', 'ben@example.com', '');
    await givenLead(uid, 'Dora Rossi', 'dora@example.com', '+34600999888');

    const preview = await callCallable('importLeads', { ...FILE, dryRun: true }, idToken);
    expect(preview.error).toBeUndefined();
    const previewed = preview.result as { imported: number; verdicts: LeadImportVerdict[] };
    expect(previewed.imported).toBe(0);
    expect(previewed.verdicts.map(({ row: number, skip }) => [number, skip])).toEqual(EXPECTED_SKIPS);
    expect(previewed.verdicts[3]?.of).toEqual({ name: 'Ana López', row: 1 });
    expect(await leadNames(uid)).toEqual(['Ben Smith', 'Dora Rossi']);

    const done = await callCallable('importLeads', { ...FILE, dryRun: false }, idToken);
    expect(done.error).toBeUndefined();
    const imported = done.result as { imported: number; verdicts: LeadImportVerdict[] };
    expect(imported.imported).toBe(1);
    expect(imported.verdicts.map(({ row: number, skip }) => [number, skip])).toEqual(EXPECTED_SKIPS);
    expect(await leadNames(uid)).toEqual(['Ana López', 'Ben Smith', 'Dora Rossi']);
    const ana = (await adminDb().collection(`users/${uid}/leads`).where('name', '==', 'Ana López').get())
      .docs[0];
    expect(ana?.data()).toMatchObject({
      email: 'ana@example.com',
      emailKey: 'ana@example.com',
      phone: '+34 600 111 222',
      status: 'new',
      note: 'Met at booth 4',
      campaignId: 'import',
      campaignName: 'trade-show.csv',
      source: 'import',
    });
    expect(ana?.get('searchTokens')).toContain('ana');
    expect(ana?.data()).toMatchObject({ phoneKey: '34600111222', nameKey: 'ana lopez' });

    // The same file again: every row repeats a lead now, nothing is written twice.
    const again = await callCallable('importLeads', { ...FILE, dryRun: false }, idToken);
    expect((again.result as { imported: number }).imported).toBe(0);
    expect(await leadNames(uid)).toHaveLength(3);
  });

  it('imports names alike when the user asks, never a repeated e-mail', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    await givenLead(uid, 'Ben Smith', 'ben@example.com', '');
    const answer = await callCallable(
      'importLeads',
      { ...FILE, includePossibleDuplicates: true, dryRun: false },
      idToken,
    );
    expect((answer.result as { imported: number }).imported).toBe(3);
    expect(await leadNames(uid)).toEqual(['Ana López', 'Ben Smith', 'Benn Smith', 'Carla Novak']);
  });

  it('imports the slowest payload it accepts, every row with its verdict, within seconds', async () => {
    const user = await userWithPlan('Premium');
    for (const [index, shape] of (['distinct names', 'names sharing two thirds'] as const).entries()) {
      const started = Date.now();
      const answer = await callCallable('importLeads', worstCaseImport(shape, index + 1), user.idToken);
      console.log(`worst-case import, ${shape}: answered in ${Date.now() - started} ms`);
      expect(answer.error).toBeUndefined();
      const { imported, verdicts } = answer.result as { imported: number; verdicts: LeadImportVerdict[] };
      expect(verdicts).toHaveLength(LEAD_IMPORT_ROWS_MAX);
      expect(imported).toBe(LEAD_IMPORT_ROWS_MAX);
    }
    expect((await adminDb().collection(`users/${user.uid}/leads`).count().get()).data().count).toBe(
      2 * LEAD_IMPORT_ROWS_MAX,
    );
  }, 120_000);

  it('refuses a plan without leads, an unverified caller and a payload out of bounds, writing nothing', async () => {
    const plus = await userWithPlan('Plus');
    const refused = await callCallable('importLeads', { ...FILE, dryRun: false }, plus.idToken);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    expect(await leadNames(plus.uid)).toEqual([]);
    const unverified = await createSignedInUser(false);
    await adminDb().doc(`subscriptions/${unverified.uid}`).set({ selectedPlan: 'Premium', status: 'active' });
    const unverifiedAnswer = await callCallable(
      'importLeads',
      { ...FILE, dryRun: false },
      unverified.idToken,
    );
    expect(unverifiedAnswer.error?.status).toBe('FAILED_PRECONDITION');
    expect(await leadNames(unverified.uid)).toEqual([]);

    const { uid, idToken } = await userWithPlan('Premium');
    const tooMany = Array.from({ length: LEAD_IMPORT_ROWS_MAX + 1 }, (_, index) =>
      row(index + 1, `Lead ${index}`, `lead${index}@example.com`),
    );
    for (const payload of [
      { ...FILE, rows: tooMany, dryRun: false },
      { ...FILE, rows: [FILE.rows[0], FILE.rows[0]], dryRun: false },
      { ...FILE, fileName: '', dryRun: false },
      { ...FILE, dryRun: 'no' },
      { ...FILE, rows: [{ ...FILE.rows[0], owner: 'mallory' }], dryRun: false },
    ]) {
      const answer = await callCallable('importLeads', payload, idToken);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(await leadNames(uid)).toEqual([]);
  });

  it('finds equal e-mails, phones and names among all leads, and typos among the most recent', async () => {
    const { uid } = await userWithPlan('Premium');
    const longAgo = Timestamp.fromMillis(1_000_000);
    await givenLead(uid, 'Ben Smith', 'ben@example.com', '', longAgo);
    await givenLead(uid, 'Dora Rossi', 'dora@example.com', '+34600999888', longAgo);
    await givenLead(uid, 'Ana López', 'ana.lopez@example.com', '', longAgo);
    await givenLead(uid, 'Carla Novak', 'carla@example.com', '', longAgo);
    await givenLead(uid, 'Eva Green', 'eva@example.com', '');
    // The handler itself, as the platform runs it, comparing names for typos with the newest lead only.
    const request = handlerRequest(uid, {
      fileName: 'old-friends.csv',
      rows: [
        row(1, 'B. Smith', 'BEN@example.com'),
        row(2, 'D. Rossi', 'drossi@example.com', '0034 600-999-888'),
        row(3, 'lopez, ana', 'ana@work.test'),
        row(4, 'Carla Nowak', 'carla.n@work.test'),
        row(5, 'Eva Greene', 'eva.g@work.test'),
      ],
      includePossibleDuplicates: false,
      dryRun: true,
    });
    const answer = await importLeadsHandler(request, new Date(), new TimeBudget(60), 1);
    expect(answer.verdicts.map(({ row: number, skip }) => [number, skip])).toEqual([
      [1, 'duplicateEmail'],
      [2, 'duplicatePhone'],
      [3, 'possibleDuplicate'],
      [4, null],
      [5, 'possibleDuplicate'],
    ]);
  });

  it('stops with deadline-exceeded before writing, once its time budget is spent', async () => {
    const { uid } = await userWithPlan('Premium');
    // The handler itself, as the platform runs it, with a budget already spent.
    const request = handlerRequest(uid, { ...FILE, dryRun: false });
    await expect(importLeadsHandler(request, new Date(), new TimeBudget(0))).rejects.toMatchObject({
      code: 'deadline-exceeded',
      details: { imported: 0 },
    });
    expect(await leadNames(uid)).toEqual([]);
  });
});

describe('mergeLeads (docs/product-rules.md §10.3)', () => {
  async function leadWithActivity(
    uid: string,
    fields: Record<string, unknown>,
    entries: Record<string, unknown>[],
  ): Promise<string> {
    const ref = adminDb().collection(`users/${uid}/leads`).doc();
    await ref.set({
      campaignId: 'c1',
      campaignName: 'Spring sale',
      status: 'new',
      note: '',
      phone: '',
      updatedAt: Timestamp.now(),
      ...fields,
    });
    for (const entry of entries) await ref.collection('activity').add(entry);
    return ref.id;
  }
  const entry = (note: string, at: number) => ({
    type: 'note',
    from: null,
    to: null,
    note,
    by: 'someone',
    byEmail: 'someone@example.com',
    at: Timestamp.fromMillis(at),
  });

  it('moves the duplicate into the lead kept: both histories, both notes, the first arrival, and a merge entry', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const keepId = await leadWithActivity(
      uid,
      {
        name: 'Rosa Blanco',
        email: 'rosa@example.com',
        emailKey: 'rosa@example.com',
        note: 'Wants a demo.',
        createdAt: Timestamp.fromMillis(2_000_000),
      },
      [entry('Wants a demo.', 2_100_000)],
    );
    const mergeId = await leadWithActivity(
      uid,
      {
        name: 'Rosa B.',
        email: 'ROSA@example.com',
        emailKey: 'rosa@example.com',
        phone: '+34 600 111 222',
        note: 'Called back.',
        status: 'contacted',
        createdAt: Timestamp.fromMillis(1_000_000),
      },
      [entry('Called back.', 1_100_000), entry('Left a voicemail.', 1_050_000)],
    );
    const answer = await callCallable('mergeLeads', { keepId, mergeId }, idToken);
    expect(answer.error).toBeUndefined();
    expect(answer.result).toEqual({ id: keepId, movedActivity: 2 });

    expect((await adminDb().doc(`users/${uid}/leads/${mergeId}`).get()).exists).toBe(false);
    expect((await adminDb().collection(`users/${uid}/leads/${mergeId}/activity`).get()).size).toBe(0);
    const kept = (await adminDb().doc(`users/${uid}/leads/${keepId}`).get()).data();
    expect(kept).toMatchObject({
      name: 'Rosa Blanco',
      phone: '+34 600 111 222',
      note: 'Wants a demo.\n\nCalled back.',
      status: 'new',
      mergedIds: [mergeId],
    });
    expect((kept?.createdAt as Timestamp).toMillis()).toBe(1_000_000);
    const timeline = (
      await adminDb().collection(`users/${uid}/leads/${keepId}/activity`).orderBy('at').get()
    ).docs.map((doc) => doc.data());
    expect(timeline.map((item) => item.note ?? item.type)).toEqual([
      'Left a voicemail.',
      'Called back.',
      'Wants a demo.',
      'merge',
    ]);
    expect(timeline.filter((item) => item.mergedFrom === mergeId)).toHaveLength(2);
    expect(timeline[3]).toMatchObject({
      merged: { name: 'Rosa B.', email: 'ROSA@example.com', status: 'contacted' },
      by: uid,
    });
    expect(kept?.lastActivity).toBe(
      (await adminDb().collection(`users/${uid}/leads/${keepId}/activity`).where('type', '==', 'merge').get())
        .docs[0]?.id,
    );
  });

  it('refuses leads that are not duplicates, another user’s lead and a lead with itself, changing nothing', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const ana = await leadWithActivity(
      uid,
      { name: 'Ana', email: 'ana@example.com', emailKey: 'ana@example.com', createdAt: Timestamp.now() },
      [],
    );
    const ben = await leadWithActivity(
      uid,
      { name: 'Ben', email: 'ben@example.com', emailKey: 'ben@example.com', createdAt: Timestamp.now() },
      [],
    );
    const other = await userWithPlan('Premium');
    const theirs = await leadWithActivity(
      other.uid,
      { name: 'Ana', email: 'ana@example.com', emailKey: 'ana@example.com', createdAt: Timestamp.now() },
      [],
    );
    expect((await callCallable('mergeLeads', { keepId: ana, mergeId: ben }, idToken)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect((await callCallable('mergeLeads', { keepId: ana, mergeId: theirs }, idToken)).error?.status).toBe(
      'NOT_FOUND',
    );
    expect((await callCallable('mergeLeads', { keepId: ana, mergeId: ana }, idToken)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
    const plus = await userWithPlan('Plus');
    expect(
      (await callCallable('mergeLeads', { keepId: ana, mergeId: ben }, plus.idToken)).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect(await leadNames(uid)).toEqual(['Ana', 'Ben']);
    expect(await leadNames(other.uid)).toEqual(['Ana']);
  });
});
