import type { AUDIENCE_GENDERS, TARGET_COUNTRIES } from './campaignForm';

/**
 * The local model of an audience's size (docs/product-rules.md §10.6), used while no ad network is
 * asked: its assumptions, not measurements. People aged 13 to 65 a network reaches in each country
 * (rounded), spread evenly over those ages; women and men each 49 % of them, people of another or
 * unstated gender 2 %; each interest held by the share of people its list gives it, independently of
 * the others, so that the audience is everyone holding at least one.
 */
export const AUDIENCE_MODEL = {
  reachablePeople: {
    US: 240_000_000,
    GB: 52_000_000,
    DE: 62_000_000,
    ES: 36_000_000,
    FR: 50_000_000,
    IT: 44_000_000,
    MX: 92_000_000,
    BR: 150_000_000,
    CA: 31_000_000,
    AU: 20_000_000,
    IN: 600_000_000,
    NL: 14_000_000,
  } satisfies Readonly<Record<(typeof TARGET_COUNTRIES)[number], number>>,
  ages: { from: 13, to: 65 },
  genderShare: { female: 0.49, male: 0.49, unspecified: 0.02 } satisfies Readonly<
    Record<(typeof AUDIENCE_GENDERS)[number], number>
  >,
  /** How far either side of the model's figure the range reaches, as networks show a range. */
  spread: 0.15,
} as const;

/** An audience as the wizard holds it; a country or gender the model does not know counts as none. */
export interface AudienceInput {
  readonly locations: readonly string[];
  readonly ageMin: number;
  readonly ageMax: number;
  readonly genders: readonly string[];
  /** Each chosen interest's share of reachable people, 0–1. */
  readonly interests: readonly { readonly audienceShare: number }[];
}

/** An audience's estimated size: a range of people, rounded to two significant digits. */
export interface AudienceEstimate {
  readonly lower: number;
  readonly upper: number;
}

function twoDigits(value: number): number {
  if (value <= 0) return 0;
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / scale) * scale;
}

/**
 * How many people `audience` may reach under the local model (`AUDIENCE_MODEL`).
 * @returns the range, or null while the audience has no location or gender (nothing to estimate)
 */
export function estimateAudience(audience: AudienceInput): AudienceEstimate | null {
  if (audience.locations.length === 0 || audience.genders.length === 0) return null;
  const { ages, genderShare, spread, reachablePeople } = AUDIENCE_MODEL;
  const people = audience.locations.reduce(
    (sum, country) => sum + (reachablePeople[country as keyof typeof reachablePeople] ?? 0),
    0,
  );
  const from = Math.max(ages.from, audience.ageMin);
  const to = Math.min(ages.to, audience.ageMax);
  const ageShare = Math.max(0, to - from + 1) / (ages.to - ages.from + 1);
  const genders = audience.genders.reduce(
    (sum, gender) => sum + (genderShare[gender as keyof typeof genderShare] ?? 0),
    0,
  );
  const interests =
    audience.interests.length === 0
      ? 1
      : 1 - audience.interests.reduce((none, { audienceShare }) => none * (1 - audienceShare), 1);
  const size = people * ageShare * genders * interests;
  return { lower: twoDigits(size * (1 - spread)), upper: twoDigits(size * (1 + spread)) };
}
