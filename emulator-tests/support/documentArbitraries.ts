import fc from 'fast-check';
import { BUDGET_LEVELS, BUDGET_TYPES, CAMPAIGN_OBJECTIVES, PLACEMENTS } from '@adplatform/campaign-model';
import {
  AUDIENCE_GENDERS,
  CALLS_TO_ACTION,
  CAMPAIGN_LIMITS,
  TARGET_COUNTRIES,
} from '@adplatform/campaign-model/form';
import { DRAFT_LIMITS } from 'creation/draft-document';
import { CHANNELS, POST_MEDIA_MAX, POST_SCHEDULE_MAX_DAYS, TIME_ZONE_MAX } from 'creation/post-document';
import {
  BOARD_MAX_ADS,
  BOARD_NAME_MAX,
  SAVED_AD_NOTE_MAX,
  SAVED_AD_TAG_MAX,
  SAVED_AD_TAGS_MAX,
} from '@adplatform/ad-library-model';
import {
  BRIEF_DELIVERABLE_MAX,
  BRIEF_DELIVERABLES_MAX,
  BRIEF_FEE_MAX_MINOR,
  COLLABORATION_MESSAGE_MAX,
  CONNECTION_MESSAGE_MAX,
  INFLUENCER_LIST_MAX,
  INFLUENCER_LIST_NAME_MAX,
} from '@adplatform/influencer-model';

/**
 * Generators of the documents clients write (drafts, posts, boards, connection requests): documents
 * inside each schema, including ones at its bounds, and `hostile` copies broken the ways an attacker
 * would break them. The schemas of the apps decide which are valid; the tests check the rules agree.
 */

/** A document as plain data: maps, lists, strings, numbers, booleans and null. */
export type Doc = Record<string, unknown>;

const DAY_MS = 86_400_000;

/** A string of up to a few characters, or exactly `max` (a bound the rules must take). */
function text(max: number, min = 0): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 12) }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(max)) },
  );
}

/** Distinct entries of `choices`, in any order. */
function someOf<T>(choices: readonly T[], minLength = 0): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...choices], { minLength });
}

const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

/** A file of `uid`'s own media library. */
function ownMedia(uid: string): fc.Arbitrary<string> {
  return fc
    .oneof(fc.stringMatching(/^[\w.-]{1,20}$/), fc.constant('f'.repeat(256)))
    .map((name) => `users/${uid}/media/${name}`);
}

/** A campaign-creation draft of `uid` (the wizard's form, any step). */
export function draftArbitrary(uid: string): fc.Arbitrary<Doc> {
  const ad = fc.record({
    headline: text(DRAFT_LIMITS.headlineMax),
    primaryText: text(DRAFT_LIMITS.primaryTextMax),
    mediaPath: fc.option(ownMedia(uid)),
    callToAction: fc.constantFrom(...CALLS_TO_ACTION),
    destinationUrl: text(CAMPAIGN_LIMITS.urlMax),
  });
  const adSet = fc.record({
    name: text(CAMPAIGN_LIMITS.adSetNameMax),
    audience: fc.record({
      locations: someOf(TARGET_COUNTRIES),
      ageMin: fc.integer({ min: 13, max: 65 }),
      ageMax: fc.integer({ min: 13, max: 65 }),
      genders: someOf(AUDIENCE_GENDERS),
      interests: fc.array(
        fc.record({
          id: fc.oneof(fc.stringMatching(/^\d{1,20}$/), fc.stringMatching(/^local:[a-z0-9-]{1,40}$/)),
          name: fc.stringMatching(/^[a-z ]{1,20}$/),
          audienceShare: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        { maxLength: DRAFT_LIMITS.interestsMax },
      ),
    }),
    placements: fc.record({ automatic: fc.boolean(), chosen: someOf(PLACEMENTS) }),
    amountMinor: fc.option(fc.integer({ min: 0, max: 1e12 })),
    ads: fc.array(ad, { minLength: 1, maxLength: 2 }),
  });
  return fc.record({
    name: text(DRAFT_LIMITS.titleMax),
    step: fc.integer({ min: 0, max: DRAFT_LIMITS.stepMax }),
    form: fc.record({
      name: text(CAMPAIGN_LIMITS.nameMax),
      objective: fc.option(fc.constantFrom(...CAMPAIGN_OBJECTIVES)),
      budget: fc.record({
        level: fc.constantFrom(...BUDGET_LEVELS),
        type: fc.constantFrom(...BUDGET_TYPES),
        amountMinor: fc.option(fc.integer({ min: 0, max: 1e12 })),
        currency: fc.constantFrom('USD', 'EUR', 'GBP'),
        startDate: fc.option(day),
        endDate: fc.option(day),
      }),
      // Kept as JSON text (docs/decisions/0036-draft-ad-sets-as-text.md), at times at its longest.
      adSets: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(adSet, { minLength: 1, maxLength: 2 }).map((sets) => JSON.stringify(sets)),
        },
        { weight: 1, arbitrary: fc.constant('x'.repeat(DRAFT_LIMITS.adSetsTextMax)) },
      ),
    }),
  });
}

/** A post of `uid`: a draft, or scheduled within the allowed horizon after `now` (epoch ms). */
export function postArbitrary(uid: string, now: number): fc.Arbitrary<Doc> {
  return fc
    .record({
      channels: someOf(CHANNELS, 1),
      text: text(63_206),
      mediaPaths: fc.array(ownMedia(uid), { maxLength: POST_MEDIA_MAX }),
      scheduledAt: fc.option(
        fc.integer({ min: now + 60_000, max: now + (POST_SCHEDULE_MAX_DAYS - 1) * DAY_MS }),
      ),
      timeZone: fc.oneof(fc.constantFrom('Europe/Madrid', 'America/New_York'), text(TIME_ZONE_MAX, 1)),
      overrideText: fc.string({ maxLength: 12 }),
    })
    .chain(({ channels, overrideText, scheduledAt, ...post }) =>
      someOf(channels).map((overridden) => ({
        ...post,
        channels,
        overrides: Object.fromEntries(overridden.map((channel) => [channel, overrideText])),
        status: scheduledAt === null ? 'draft' : 'scheduled',
        scheduledAt,
      })),
    );
}

/** A board of saved ads. */
export const boardArbitrary: fc.Arbitrary<Doc> = fc.record({
  name: fc.oneof(fc.stringMatching(/^\w[\w ]{0,10}\w$/), fc.constant('b'.repeat(BOARD_NAME_MAX))),
  adIds: fc.oneof(
    fc.uniqueArray(fc.stringMatching(/^ad-\d{3}$/), { maxLength: 12 }),
    fc.constant(Array.from({ length: BOARD_MAX_ADS }, (_, index) => `ad-${index}`)),
  ),
});

/** A list of creators: names and id lists at their bounds among others. */
export const influencerListArbitrary: fc.Arbitrary<Doc> = fc.record({
  name: fc.oneof(fc.stringMatching(/^\w[\w ]{0,10}\w$/), fc.constant('l'.repeat(INFLUENCER_LIST_NAME_MAX))),
  influencerIds: fc.oneof(
    fc.uniqueArray(fc.stringMatching(/^inf-\d{3}$/), { maxLength: 12 }),
    fc.constant(Array.from({ length: INFLUENCER_LIST_MAX }, (_, index) => `inf-${index}`)),
  ),
});

/** A saved ad's note and tags, tags at their bounds (longest, most) among them. */
export const savedAdNotesArbitrary: fc.Arbitrary<Doc> = fc.record({
  note: text(SAVED_AD_NOTE_MAX),
  tags: fc.oneof(
    fc.uniqueArray(fc.stringMatching(/^\w[\w -]{0,6}\w$/), { maxLength: 4 }),
    fc.constant(
      Array.from({ length: SAVED_AD_TAGS_MAX }, (_, index) => `${index}`.padEnd(SAVED_AD_TAG_MAX, 't')),
    ),
  ),
});

/** A collaboration's brief in `currency`, deliverables and fee at their bounds among them. */
export function briefArbitrary(currency: string): fc.Arbitrary<Doc> {
  return fc.record({
    deliverables: fc.oneof(
      fc.array(fc.stringMatching(/^\w[\w ,.-]{0,10}\w$/), { minLength: 1, maxLength: 3 }),
      fc.constant(
        Array.from({ length: BRIEF_DELIVERABLES_MAX }, (_, index) =>
          `${index}`.padEnd(BRIEF_DELIVERABLE_MAX, 'd'),
        ),
      ),
    ),
    dueDate: day,
    feeMinor: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(BRIEF_FEE_MAX_MINOR)),
    currency: fc.constant(currency),
  });
}

/** A connection request to `influencer` with its brief, its display fields copied from the catalogue. */
export function collaborationArbitrary(influencer: {
  readonly id: string;
  readonly handle: string;
  readonly displayName: string;
  readonly platform: string;
  readonly currency: string;
}): fc.Arbitrary<Doc> {
  return fc
    .tuple(text(CONNECTION_MESSAGE_MAX, 1), briefArbitrary(influencer.currency))
    .map(([message, brief]) => ({
      influencerId: influencer.id,
      handle: influencer.handle,
      displayName: influencer.displayName,
      platform: influencer.platform,
      status: 'invited',
      message,
      brief,
    }));
}

/** A message of the advertiser `sender` to a collaboration's thread. */
export function collaborationMessageArbitrary(sender: { uid: string; email: string }): fc.Arbitrary<Doc> {
  return text(COLLABORATION_MESSAGE_MAX, 1).map((message) => ({
    from: 'advertiser',
    text: message,
    by: sender.uid,
    byEmail: sender.email,
  }));
}

type Path = readonly (string | number)[];

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path to a value inside `value` (into maps and lists). */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...at, index], ...pathsOf(item, [...at, index])]);
  if (isMap(value))
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...pathsOf(item, [...at, key])]);
  return [];
}

/** A copy of plain data, made in this realm (Firestore refuses objects of another, as `structuredClone` makes). */
function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (isMap(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)]));
  return value;
}

/** A deep copy of `doc` with `change` applied to the container holding `path`'s last step. */
function edit(doc: Doc, path: Path, change: (container: unknown, key: string | number) => void): Doc {
  const copy = deepCopy(doc) as Doc;
  let container: unknown = copy;
  for (const step of path.slice(0, -1)) container = (container as Record<string | number, unknown>)[step];
  change(container, path[path.length - 1]!);
  return copy;
}

/** What an attacker writes in place of a value: other types, huge strings and lists, foreign paths. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: 0, max: 70_000 }).map((length) => 'x'.repeat(length)),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.integer({ min: 0, max: 400 }).map((length) => Array.from({ length }, (_, index) => `ad-${index}`)),
  fc.array(fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom('users/mallory/media/x.png', 'users/alice/media/a/b.png', '../x', 'Ava (verified)'),
);

/**
 * `valid` broken one way: a value replaced by a hostile one, a key removed, an unknown key added, or
 * a string or list stretched past its end (just over a bound, or by a "(verified)" suffix).
 */
export function hostile(valid: fc.Arbitrary<Doc>): fc.Arbitrary<Doc> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      hostileValue,
      fc.constantFrom('replace', 'remove', 'add', 'stretch'),
      fc.string({ minLength: 1, maxLength: 8 }),
    )
    .map(([doc, pick, value, kind, key]) => {
      const paths = pathsOf(doc);
      if (paths.length === 0) return { ...doc, [key]: value }; // nothing to break but the empty map itself
      const path = paths[pick % paths.length]!;
      switch (kind) {
        case 'replace':
          return edit(doc, path, (container, step) => {
            (container as Record<string | number, unknown>)[step] = value;
          });
        case 'remove':
          return edit(doc, path, (container, step) => {
            if (Array.isArray(container)) container.splice(Number(step), 1);
            else delete (container as Record<string, unknown>)[step];
          });
        case 'add': {
          const maps = [[] as Path, ...paths.filter((candidate) => isMap(valueAt(doc, candidate)))];
          const target = maps[pick % maps.length]!;
          return edit(doc, [...target, key], (container, step) => {
            (container as Record<string | number, unknown>)[step] = value;
          });
        }
        default:
          return edit(doc, path, (container, step) => {
            const slot = container as Record<string | number, unknown>;
            const current = slot[step];
            if (typeof current === 'string') slot[step] = current + (pick % 2 === 0 ? 'y' : ' (verified)');
            else if (Array.isArray(current)) current.push(current[0] ?? 'y');
            else slot[step] = value;
          });
      }
    });
}

function valueAt(doc: Doc, path: Path): unknown {
  return path.reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], doc);
}
