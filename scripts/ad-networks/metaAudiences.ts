/**
 * What the Meta stand-in answers for audiences: a slice of Meta's interest taxonomy for the targeting
 * search (`GET /search?type=adinterest`), and delivery estimates (`GET /act_{id}/delivery_estimate`)
 * from its own figures of monthly active people, so that an estimate from "Meta" differs from the
 * product's local model and a test can tell which one it shows.
 */

/** An interest of Meta's taxonomy as the stand-in keeps it: names by locale, path, monthly people. */
interface MetaInterest {
  readonly id: string;
  readonly names: Readonly<Record<'en_US' | 'es_ES', string>>;
  readonly path: readonly string[];
  readonly people: number;
}

const interest = (
  id: string,
  en: string,
  es: string,
  path: readonly string[],
  people: number,
): MetaInterest => ({ id, names: { en_US: en, es_ES: es }, path, people });

/** The taxonomy's slice, with Meta-like ids and sizes. */
export const META_INTERESTS: readonly MetaInterest[] = [
  interest('6003107902433', 'Running', 'Running', ['Fitness and wellness'], 410_000_000),
  interest('6003277229526', 'Skiing', 'Esquí', ['Sports and outdoors', 'Sports'], 96_000_000),
  interest('6003397425735', 'Snowboarding', 'Snowboard', ['Sports and outdoors', 'Sports'], 58_000_000),
  interest(
    '6003384248805',
    'Ski resorts',
    'Estaciones de esquí',
    ['Travel', 'Travel destinations'],
    31_000_000,
  ),
  interest(
    '6003139266461',
    'Hiking',
    'Senderismo',
    ['Sports and outdoors', 'Outdoor recreation'],
    320_000_000,
  ),
  interest('6003020834693', 'Fashion', 'Moda', ['Shopping and fashion'], 980_000_000),
  interest('6003348604581', 'Coffee', 'Café', ['Food and drink', 'Beverages'], 640_000_000),
  interest('6003263791114', 'Cooking', 'Cocina', ['Food and drink'], 720_000_000),
  interest('6003940339466', 'Video games', 'Videojuegos', ['Entertainment', 'Games'], 810_000_000),
  interest('6003430600057', 'Travel', 'Viajes', ['Hobbies and activities', 'Travel'], 1_100_000_000),
];

/** Monthly active people Meta reaches, by country: the stand-in's figures, not the product's model's. */
const PEOPLE_BY_COUNTRY: Readonly<Record<string, number>> = {
  US: 250_000_000,
  GB: 48_000_000,
  DE: 40_000_000,
  ES: 30_000_000,
  FR: 42_000_000,
  IT: 36_000_000,
  MX: 95_000_000,
  BR: 160_000_000,
  CA: 28_000_000,
  AU: 19_000_000,
  IN: 450_000_000,
  NL: 12_000_000,
};
/** Everyone the taxonomy's sizes count, worldwide. */
const PEOPLE_WORLDWIDE = 3_000_000_000;
/** Ages Meta reaches. */
const AGES = { from: 13, to: 65 } as const;

/**
 * The taxonomy's interests whose name (in `locale`, `en_US` by default) contains `q`, case ignored,
 * answered in the Marketing API's shape.
 */
export function searchMetaInterests(q: string, locale: string | undefined, limit: number) {
  const language = locale === 'es_ES' ? 'es_ES' : 'en_US';
  const term = q.trim().toLowerCase();
  return META_INTERESTS.filter((entry) => entry.names[language].toLowerCase().includes(term))
    .slice(0, limit)
    .map((entry) => ({
      id: entry.id,
      name: entry.names[language],
      audience_size_lower_bound: Math.round(entry.people * 0.95),
      audience_size_upper_bound: Math.round(entry.people * 1.05),
      path: [...entry.path],
      topic: entry.path[0],
    }));
}

/** A targeting spec as the stand-in reads it for an estimate. */
interface TargetingSpec {
  readonly geo_locations?: { readonly countries?: readonly string[] };
  readonly age_min?: number;
  readonly age_max?: number;
  readonly genders?: readonly number[];
  readonly flexible_spec?: readonly { readonly interests?: readonly { readonly id: string }[] }[];
}

/**
 * A delivery estimate for `targeting`, in the Marketing API's shape: the countries' people, the share
 * of the ages, 48 % for one gender, and the share of people holding any of the interests; ±10 %.
 * @returns null for a targeting with no country (Meta refuses it)
 */
export function metaDeliveryEstimate(targeting: TargetingSpec) {
  const countries = targeting.geo_locations?.countries ?? [];
  if (countries.length === 0) return null;
  const people = countries.reduce((sum, country) => sum + (PEOPLE_BY_COUNTRY[country] ?? 0), 0);
  const from = Math.max(AGES.from, targeting.age_min ?? 18);
  const to = Math.min(AGES.to, targeting.age_max ?? 65);
  const ages = Math.max(0, to - from + 1) / (AGES.to - AGES.from + 1);
  const genders = targeting.genders?.length === 1 ? 0.48 : 1;
  const chosen = (targeting.flexible_spec ?? []).flatMap((spec) => spec.interests ?? []);
  const shares = chosen.map(
    ({ id }) => (META_INTERESTS.find((entry) => entry.id === id)?.people ?? 0) / PEOPLE_WORLDWIDE,
  );
  const interests = shares.length === 0 ? 1 : 1 - shares.reduce((none, share) => none * (1 - share), 1);
  const size = people * ages * genders * interests;
  return {
    estimate_mau_lower_bound: Math.round(size * 0.9),
    estimate_mau_upper_bound: Math.round(size * 1.1),
    estimate_dau: Math.round(size * 0.6),
    estimate_ready: true,
  };
}
