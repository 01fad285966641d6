import { hashSeed, pick, seededRandom } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** A demo post as the seed writes it (times as Dates; the seed stores them as Timestamps). */
export interface DemoPost {
  readonly channels: string[];
  readonly text: string;
  readonly overrides: Record<string, string>;
  readonly mediaPaths: string[];
  readonly status: 'draft' | 'scheduled' | 'published';
  readonly scheduledAt: Date | null;
  readonly timeZone: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const TEXTS = [
  'Our winter collection is here: warm layers for cold mornings.',
  'Free shipping this weekend on every order over $50.',
  'Meet the team behind our new store in Austin.',
  'Three ways to style the classic trench coat this season.',
  'Flash sale: 24 hours, 30% off the whole outdoor range.',
  'Thank you for 10,000 followers! A giveaway starts tomorrow.',
  'Behind the scenes of our spring photo shoot.',
  'New arrivals every Friday. Which one is your favourite?',
] as const;

const CHANNEL_SETS = [['facebook', 'linkedin'], ['x'], ['facebook', 'x', 'linkedin'], ['linkedin']] as const;

/** The hours of the day demo posts go out at (local time). */
const HOURS = [9, 12, 17] as const;

/**
 * An account's demo posts around `now`: published ones over the past three weeks, scheduled ones over
 * the next four (the calendar of docs/product-rules.md §10.7 has both), and two drafts. Text-only, on
 * the channels that take text-only posts, so every scheduled one passes `postDocumentSchema`.
 */
export function demoPosts(email: string, now: Date): DemoPost[] {
  const random = seededRandom(hashSeed(`posts:${email}`));
  const at = (days: number): Date => {
    const day = new Date(now.getTime() + days * DAY);
    day.setHours(pick(random, HOURS), random() < 0.5 ? 0 : 30, 0, 0);
    return day;
  };
  const post = (status: DemoPost['status'], scheduledAt: Date | null): DemoPost => ({
    channels: [...pick(random, CHANNEL_SETS)],
    text: pick(random, TEXTS),
    overrides: {},
    mediaPaths: [],
    status,
    scheduledAt,
    timeZone: 'America/New_York',
    createdAt: new Date(now.getTime() - 30 * DAY),
    updatedAt: new Date(now.getTime() - 2 * DAY),
  });
  return [
    ...[-20, -16, -11, -7, -4, -2].map((days) => post('published', at(days))),
    ...[2, 4, 8, 12, 17, 25].map((days) => post('scheduled', at(days))),
    post('draft', null),
    post('draft', null),
  ];
}
