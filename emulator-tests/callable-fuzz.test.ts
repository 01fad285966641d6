import fc from 'fast-check';
import type { DocumentReference } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { EMULATOR_HOSTS, emulatorAppCheckHeader } from '../scripts/lib/emulatorHosts';
import { adminDb, callCallable } from './support/callable';
import { givenAdSet, givenCampaign, userWithPlan, validForm } from './support/campaignFixtures';
import { hostile, type Doc } from './support/documentArbitraries';

/**
 * The callables fuzzed (docs/architecture.md "Data"): valid payloads, hostile copies of them, random
 * JSON, and requests broken below the payload (unknown `@type`, nesting thousands deep, bodies that
 * are not the protocol's). Every answer must be the protocol's: a result, or an HttpsError other than
 * `internal`; and a call that answers an error must leave its caller's documents as they were.
 */

const CALLABLES = [
  'getUserSubscription',
  'createCheckoutSession',
  'getBillingAccount',
  'previewPlanChange',
  'changeSubscriptionPlan',
  'setCancelAtPeriodEnd',
  'payOpenInvoice',
  'createBillingPortalSession',
  'createCampaign',
  'searchInterests',
  'estimateAudience',
  'updateCampaigns',
  'updateMatchingCampaigns',
  'updateDeliveryItems',
  'importLeads',
  'mergeLeads',
  'saveReportSchedule',
  'sendReportNow',
  'inviteMember',
  'revokeInvitation',
  'acceptInvitation',
  'removeMember',
  'changeMemberRole',
  'assignLeads',
  'setLeadAssignment',
  'listAdIdentities',
  'listLeadPages',
  'chooseLeadPages',
  'listGoogleLeadForms',
  'chooseGoogleLeadForms',
  'searchAdLibrary',
  'addInstagramCreator',
] as const;
type Callable = (typeof CALLABLES)[number];

/** Generated payloads per callable; with the transport cases, over 500 calls. */
const PAYLOADS_PER_CALLABLE = 40;
/**
 * Calls made by one user before the next takes over: within the smallest allowance of the rate limit
 * (mail and charges), so that the calls reach the handlers.
 */
const CALLS_PER_USER = 10;

/** The error statuses of the callable protocol a function may answer; `INTERNAL` and `UNKNOWN` are bugs. */
const PROPER_STATUSES = new Set([
  'CANCELLED',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
]);

/** One request: its callable, and its body as sent (a string: it may not be JSON at all). */
interface FuzzCase {
  readonly callable: Callable;
  readonly body: string;
  readonly contentType?: string;
  /**
   * The body is not JSON: the platform's body parser answers HTTP 400 before any function code runs
   * (no callable answer is possible), counted apart.
   */
  readonly notJson?: true;
}

/** A fuzzing user: their token and the campaign and ad set valid payloads point at. */
interface Target {
  readonly uid: string;
  readonly idToken: string;
  readonly campaignId: string;
  readonly adSetId: string;
}

/** Stands for the target's campaign and ad set in generated payloads. */
const CAMPAIGN = '$campaign';
const AD_SET = '$adSet';

const PLAN = fc.constantFrom('Basic', 'Plus', 'Premium');
const PERIOD = fc.constantFrom('month', 'year');
const MEMBER_ROLE = fc.constantFrom('owner', 'admin', 'analyst');

/** Valid payloads of each callable (with the placeholders above). */
const VALID: Record<Callable, fc.Arbitrary<Doc>> = {
  getUserSubscription: fc.constant({}),
  createCheckoutSession: fc.record({ plan: PLAN, period: PERIOD }),
  getBillingAccount: fc.constant({}),
  previewPlanChange: fc.record({ plan: PLAN, period: PERIOD }),
  changeSubscriptionPlan: fc.record({
    plan: PLAN,
    period: PERIOD,
    prorationDate: fc.integer({ min: 1_700_000_000, max: 2_000_000_000 }),
  }),
  setCancelAtPeriodEnd: fc.record({ cancelAtPeriodEnd: fc.boolean() }),
  payOpenInvoice: fc.constant({}),
  createBillingPortalSession: fc.constant({ flow: 'payment_method_update' }),
  createCampaign: fc.constant({ form: validForm(), draftId: null }),
  searchInterests: fc.record({
    query: fc.string({ maxLength: 40 }),
    language: fc.constantFrom('en-us', 'es-es'),
  }),
  estimateAudience: fc.constant({
    audience: validForm().adSets[0]!.audience,
    placements: { automatic: false, chosen: ['feed', 'stories'] },
  }),
  updateCampaigns: fc.record({
    ids: fc.constant([CAMPAIGN]),
    change: fc.oneof(
      fc.record({ kind: fc.constant('status'), action: fc.constantFrom('pause', 'resume') }),
      fc.record({ kind: fc.constant('name'), name: fc.string({ minLength: 1, maxLength: 20 }) }),
      fc.record({ kind: fc.constant('budget'), amountMinor: fc.integer({ min: 10_000, max: 50_000 }) }),
    ),
  }),
  updateMatchingCampaigns: fc.record({
    match: fc.record({
      status: fc.constantFrom('all', 'active', 'paused'),
      search: fc.string({ maxLength: 20 }),
    }),
    change: fc.record({ kind: fc.constant('status'), action: fc.constantFrom('pause', 'resume') }),
    after: fc.constant(null),
  }),
  updateDeliveryItems: fc.record({
    campaignId: fc.constant(CAMPAIGN),
    level: fc.constant('adSet'),
    ids: fc.constant([AD_SET]),
    change: fc.record({ kind: fc.constant('status'), action: fc.constantFrom('pause', 'resume') }),
  }),
  importLeads: fc.record({
    fileName: fc.constantFrom('leads.csv', 'trade show.csv'),
    rows: fc.uniqueArray(
      fc.record({
        row: fc.integer({ min: 1, max: 500 }),
        name: fc.string({ maxLength: 12 }),
        email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 8 })),
        phone: fc.oneof(fc.constant(''), fc.stringMatching(/^\+?[0-9 -]{7,14}$/)),
        note: fc.string({ maxLength: 20 }),
      }),
      { minLength: 1, maxLength: 5, selector: (row) => row.row },
    ),
    includePossibleDuplicates: fc.boolean(),
    dryRun: fc.boolean(),
  }),
  saveReportSchedule: fc.record({
    id: fc.constant(null),
    name: fc.string({ minLength: 1, maxLength: 20 }),
    frequency: fc.constantFrom('daily', 'weekly', 'monthly'),
    format: fc.constantFrom('csv', 'pdf'),
    recipients: fc.uniqueArray(fc.emailAddress(), { minLength: 1, maxLength: 5 }),
    campaignId: fc.constant(null),
    timeZone: fc.constantFrom('UTC', 'Europe/Madrid', 'America/New_York'),
    language: fc.constantFrom('en-us', 'es-es'),
  }),
  sendReportNow: fc.record({ id: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/) }),
  inviteMember: fc.record({ email: fc.emailAddress(), role: MEMBER_ROLE }),
  revokeInvitation: fc.record({ invitationId: fc.stringMatching(/^[A-Za-z0-9]{20}$/) }),
  acceptInvitation: fc.record({
    accountId: fc.stringMatching(/^[A-Za-z0-9]{28}$/),
    invitationId: fc.stringMatching(/^[A-Za-z0-9]{20}$/),
  }),
  assignLeads: fc.record({
    leadIds: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), { minLength: 1, maxLength: 3 }),
    ownerUid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{28}$/), { nil: null }),
  }),
  setLeadAssignment: fc.record({ roundRobin: fc.boolean() }),
  removeMember: fc.record({ memberUid: fc.stringMatching(/^[A-Za-z0-9]{28}$/) }),
  changeMemberRole: fc.record({ memberUid: fc.stringMatching(/^[A-Za-z0-9]{28}$/), role: MEMBER_ROLE }),
  mergeLeads: fc.record({
    keepId: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
    mergeId: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
  }),
  listAdIdentities: fc.constant({}),
  listLeadPages: fc.constant({}),
  chooseLeadPages: fc.record({
    pageIds: fc.uniqueArray(fc.stringMatching(/^[0-9]{1,20}$/), { maxLength: 3 }),
  }),
  listGoogleLeadForms: fc.constant({}),
  chooseGoogleLeadForms: fc.record({
    forms: fc.array(
      fc.record({ customerId: fc.stringMatching(/^[0-9]{10}$/), id: fc.stringMatching(/^[0-9]{1,20}$/) }),
      { maxLength: 3 },
    ),
  }),
  searchAdLibrary: fc.record(
    {
      searchTerms: fc.string({ maxLength: 120 }),
      countries: fc.array(fc.constantFrom('GB', 'DE', 'US', 'XX', ''), { maxLength: 12 }),
      adType: fc.constantFrom('all', 'political', 'ALL'),
      activity: fc.constantFrom('all', 'active', 'inactive', 'gone'),
      platforms: fc.array(fc.constantFrom('facebook', 'instagram', 'threads'), { maxLength: 3 }),
      after: fc.stringMatching(/^[A-Za-z0-9_=-]{0,20}$/),
    },
    { requiredKeys: ['searchTerms', 'countries', 'adType', 'activity', 'platforms'] },
  ),
  addInstagramCreator: fc.record({
    username: fc.oneof(
      fc.constantFrom('trailwithmaya', '@cafe.ines', 'private.pat', 'nobody_here'),
      fc.string({ maxLength: 40 }),
    ),
  }),
};

/** A payload of `depth` nested maps, as JSON text (JSON.stringify overflows the stack long before). */
function nestedMaps(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Requests broken below the payload, for every callable. */
function transportCases(callable: Callable): FuzzCase[] {
  const LONG = 'type.googleapis.com/google.protobuf.Int64Value';
  const payloads: unknown[] = [
    { '@type': 'type.googleapis.com/google.protobuf.Any', value: 'x' },
    { form: { '@type': LONG, value: 'not a number' } },
    { ids: [{ '@type': 'bogus' }] },
  ];
  const deep = 200_000;
  return [
    ...payloads.map((data) => ({ callable, body: JSON.stringify({ data }) })),
    ...[17, 5_000, deep].map((depth) => ({ callable, body: `{"data":${nestedMaps(depth)}}` })),
    { callable, body: `{"data":{"ids":${'['.repeat(deep)}${']'.repeat(deep)}}}` },
    { callable, body: '{"data": {"plan": ', notJson: true },
    { callable, body: '[]' },
    { callable, body: '{}' },
    { callable, body: 'plan=Premium', contentType: 'application/x-www-form-urlencoded' },
    { callable, body: JSON.stringify({ data: {} }), contentType: 'text/plain' },
  ];
}

/** What the endpoint answered: its HTTP status and its body as JSON (null when it is not JSON). */
async function send(fuzzCase: FuzzCase, idToken: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(
    `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/${fuzzCase.callable}`,
    {
      method: 'POST',
      headers: {
        'content-type': fuzzCase.contentType ?? 'application/json',
        authorization: `Bearer ${idToken}`,
        ...emulatorAppCheckHeader(),
      },
      body: fuzzCase.body,
    },
  );
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, json: null };
  }
}

/** Whether `json` is the protocol's answer: a result, or an error with a proper status. */
function properAnswer(json: unknown): { ok: boolean; isError: boolean } {
  const answer = json as { result?: unknown; error?: { status?: unknown } } | null;
  if (answer && 'result' in answer) return { ok: true, isError: false };
  return { ok: PROPER_STATUSES.has(String(answer?.error?.status)), isError: true };
}

/** Every document under `users/{uid}` and `subscriptions/{uid}`, as one comparable text. */
async function treeOf(uid: string): Promise<string> {
  const lines = [JSON.stringify((await adminDb().doc(`subscriptions/${uid}`).get()).data() ?? null)];
  const walk = async (ref: DocumentReference): Promise<void> => {
    for (const collection of await ref.listCollections()) {
      for (const document of (await collection.get()).docs) {
        lines.push(`${document.ref.path} ${JSON.stringify(document.data())}`);
        await walk(document.ref);
      }
    }
  };
  await walk(adminDb().doc(`users/${uid}`));
  return lines.sort().join('\n');
}

async function newTarget(): Promise<Target> {
  const user = await userWithPlan('Premium');
  const campaignId = await givenCampaign(user.uid);
  return { ...user, campaignId, adSetId: await givenAdSet(user.uid, campaignId, 'Broad') };
}

jest.setTimeout(600_000);

it('answers every fuzzed call with the protocol, and an error call writes nothing', async () => {
  const seed = Date.now();
  const generated: FuzzCase[] = CALLABLES.flatMap((callable) =>
    fc
      .sample(
        fc.oneof(
          { weight: 2, arbitrary: VALID[callable] },
          { weight: 5, arbitrary: hostile(VALID[callable]) },
          { weight: 1, arbitrary: fc.jsonValue() },
        ),
        { numRuns: PAYLOADS_PER_CALLABLE, seed: seed + callable.length },
      )
      .map((data) => ({ callable, body: JSON.stringify({ data }) })),
  );
  const cases = [...generated, ...CALLABLES.flatMap(transportCases)];

  const bystander = await newTarget();
  const bystanderBefore = await treeOf(bystander.uid);
  const improper: string[] = [];
  const unintendedWrites: string[] = [];
  const answers = new Map<string, number>();
  let refusedByParser = 0;
  let target = await newTarget();
  let before = await treeOf(target.uid);

  for (const [index, fuzzCase] of cases.entries()) {
    if (index > 0 && index % CALLS_PER_USER === 0) {
      target = await newTarget();
      before = await treeOf(target.uid);
    }
    const body = fuzzCase.body.split(CAMPAIGN).join(target.campaignId).split(AD_SET).join(target.adSetId);
    const { status, json } = await send({ ...fuzzCase, body }, target.idToken);
    if (fuzzCase.notJson) {
      refusedByParser += 1;
      if (status !== 400) improper.push(`${fuzzCase.callable} ${status} for a body that is not JSON`);
      continue;
    }
    const { ok, isError } = properAnswer(json);
    const code = isError
      ? String((json as { error?: { status?: unknown } } | null)?.error?.status)
      : 'result';
    answers.set(code, (answers.get(code) ?? 0) + 1);
    if (!ok) improper.push(`${fuzzCase.callable} ${status} ${body.slice(0, 120)} → ${JSON.stringify(json)}`);
    const after = await treeOf(target.uid);
    if (isError && after !== before) unintendedWrites.push(`${fuzzCase.callable} ${body.slice(0, 120)}`);
    before = after;
  }

  console.log(
    `fuzzed ${cases.length} calls (seed ${seed}): ${[...answers].map(([code, count]) => `${code} ${count}`).join(', ')}; ` +
      `${refusedByParser} not JSON, refused by the body parser (400); ` +
      `non-HttpsError ${improper.length}; unintended writes ${unintendedWrites.length}`,
  );
  expect(cases.length).toBeGreaterThanOrEqual(500);
  expect(improper).toEqual([]);
  expect(unintendedWrites).toEqual([]);
  expect(await treeOf(bystander.uid)).toBe(bystanderBefore);
});

/** IDs Firestore refuses or reads as a path (docs/product-rules.md "Document IDs a client names"). */
const INVALID_IDS = ['__x__', '____', '.', '..', 'a/b', 'a'.repeat(129)];

/** A valid new report schedule. */
function schedule(): Doc {
  return {
    id: null,
    name: 'Weekly',
    frequency: 'weekly',
    format: 'csv',
    recipients: ['a@example.com'],
    campaignId: null,
    timeZone: 'UTC',
    language: 'en-us',
  };
}

/** Every callable that takes a document ID, with a payload naming `id` in each place one goes. */
const ID_PAYLOADS: ReadonlyArray<readonly [Callable, (id: string, target: Target) => Doc]> = [
  ['revokeInvitation', (id) => ({ invitationId: id })],
  ['acceptInvitation', (id, t) => ({ accountId: t.uid, invitationId: id })],
  ['acceptInvitation', (id) => ({ accountId: id, invitationId: 'abc' })],
  ['removeMember', (id) => ({ memberUid: id })],
  ['changeMemberRole', (id) => ({ memberUid: id, role: 'analyst' })],
  ['assignLeads', (id) => ({ leadIds: [id], ownerUid: null })],
  ['assignLeads', (id) => ({ leadIds: ['abc'], ownerUid: id })],
  ['mergeLeads', (id) => ({ keepId: id, mergeId: 'abc' })],
  ['sendReportNow', (id) => ({ id })],
  ['saveReportSchedule', (id) => ({ ...schedule(), id })],
  ['saveReportSchedule', (id) => ({ ...schedule(), campaignId: id })],
  ['updateCampaigns', (id) => ({ ids: [id], change: { kind: 'status', action: 'pause' } })],
  [
    'updateMatchingCampaigns',
    (id) => ({
      match: { status: 'all', search: '' },
      change: { kind: 'status', action: 'pause' },
      after: id,
    }),
  ],
  [
    'updateDeliveryItems',
    (id, t) => ({
      campaignId: id,
      level: 'adSet',
      ids: [t.adSetId],
      change: { kind: 'status', action: 'pause' },
    }),
  ],
  [
    'updateDeliveryItems',
    (id, t) => ({
      campaignId: t.campaignId,
      level: 'adSet',
      ids: [id],
      change: { kind: 'status', action: 'pause' },
    }),
  ],
  ['createCampaign', (id) => ({ form: validForm(), draftId: id })],
];

it('answers an ID Firestore would refuse with invalid-argument at once, in every callable that takes one', async () => {
  const wrong: string[] = [];
  let slowest = 0;
  for (const [callable, payload] of ID_PAYLOADS) {
    // A user per callable: the calls stay under the rate limit's burst.
    const target = await newTarget();
    for (const id of INVALID_IDS) {
      const started = Date.now();
      const answer = await callCallable(callable, payload(id, target), target.idToken);
      slowest = Math.max(slowest, Date.now() - started);
      if (answer.error?.status !== 'INVALID_ARGUMENT') {
        wrong.push(
          `${callable} ${JSON.stringify(payload(id, target)).slice(0, 80)} → ${JSON.stringify(answer).slice(0, 120)}`,
        );
      }
    }
  }
  console.log(
    `invalid IDs: ${ID_PAYLOADS.length * INVALID_IDS.length} calls, the slowest answered in ${slowest} ms`,
  );
  expect(wrong).toEqual([]);
});
