import type {
  AdFields,
  AdSetFields,
  BudgetType,
  CampaignObjective,
  Placement,
} from '@adplatform/campaign-model';
import { INTEREST_CATALOGUE } from '@adplatform/campaign-model/interests';
import { splitInteger } from './dailyMetrics';
import { hashSeed, pick, seededRandom } from './random';

/** An ad of the demo data, with its share of its ad set's delivery. */
export interface SeedAd extends AdFields {
  readonly id: string;
  readonly weight: number;
}

/** An ad set of the demo data (dates as JS Dates), with its share of the campaign's delivery and its ads. */
export interface SeedAdSet extends AdSetFields<Date> {
  readonly id: string;
  readonly weight: number;
  readonly ads: readonly SeedAd[];
}

/** The countries each demo audience name targets (ISO 3166-1 alpha-2). */
const AUDIENCE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  US: ['US'],
  UK: ['GB'],
  DACH: ['DE', 'AT', 'CH'],
  Iberia: ['ES', 'PT'],
  LATAM: ['MX', 'BR', 'AR'],
  Nordics: ['SE', 'NO', 'DK', 'FI'],
  'Lookalike 1%': ['US', 'GB', 'DE', 'FR'],
  'Cart Abandoners': ['US', 'GB', 'ES', 'FR', 'DE'],
};

/** The placements each demo channel name runs on. */
const CHANNEL_PLACEMENTS: Readonly<Record<string, readonly Placement[]>> = {
  Feed: ['feed'],
  Stories: ['stories'],
  Reels: ['reels', 'stories'],
  Search: ['search'],
  Video: ['video', 'reels'],
};

const AGE_BANDS: readonly (readonly [number, number])[] = [
  [18, 24],
  [25, 34],
  [35, 44],
  [25, 54],
  [45, 65],
];
/** Interests of the product's catalogue the seeded ad sets narrow to, by id. */
const INTERESTS = [
  'gyms',
  'air-travel',
  'cooking',
  'video-games',
  'fashion',
  'small-business',
  'hiking',
  'parenting',
].map((slug) => {
  const interest = INTEREST_CATALOGUE.find(({ id }) => id === `local:${slug}`)!;
  return { id: interest.id, name: interest.names['en-us'] };
});
const CALL_TO_ACTION: Readonly<Record<CampaignObjective, string>> = {
  awareness: 'learn_more',
  traffic: 'learn_more',
  engagement: 'sign_up',
  leads: 'sign_up',
  sales: 'shop_now',
};
const ANGLES = ['Benefit', 'Offer', 'Social proof'];

/** What the ad set seed needs of a campaign. */
export interface AdSetParent {
  readonly id: string;
  readonly name: string;
  readonly objective: CampaignObjective;
  readonly budgetType: BudgetType;
  readonly budgetMinor: number;
  readonly startDate: Date;
  readonly endDate: Date | null;
}

/**
 * One to three ad sets of one to three ads each for a demo campaign, the same on every run: the
 * audience and placements follow the campaign's name; one campaign of three with several ad sets has
 * its budget set on them (split by their share of delivery, summing to the campaign's), the others
 * carry it (ad set budgets null); every ad set and ad is on (the demo data follows the product's
 * rules: only what is on delivers). `newId` gives each a document id.
 */
export function demoAdSets(email: string, campaign: AdSetParent, newId: () => string): SeedAdSet[] {
  const adSets = adSetsOf(email, campaign, newId);
  // Decided apart from the draws above, so that the rest of the demo data stays as it was.
  if (adSets.length < 2 || hashSeed(`${email}/${campaign.name}/budget`) % 3 !== 0) return adSets;
  const budgets = splitInteger(
    campaign.budgetMinor,
    Object.fromEntries(adSets.map((adSet) => [adSet.id, adSet.weight])),
  );
  return adSets.map((adSet) => ({
    ...adSet,
    budgetType: campaign.budgetType,
    budgetMinor: budgets[adSet.id] ?? 0,
  }));
}

function adSetsOf(email: string, campaign: AdSetParent, newId: () => string): SeedAdSet[] {
  const random = seededRandom(hashSeed(`${email}/${campaign.name}/ad-sets`));
  const [theme = campaign.name, target = ''] = campaign.name.split(' \u2013 ');
  const audienceName = Object.keys(AUDIENCE_COUNTRIES).find((name) => target.startsWith(name)) ?? 'US';
  const channel = Object.keys(CHANNEL_PLACEMENTS).find((name) => target.endsWith(name)) ?? 'Feed';
  const count = 1 + Math.floor(random() * 3);
  return Array.from({ length: count }, (_, index) => {
    const [ageMin, ageMax] = pick(random, AGE_BANDS);
    const interests = index === 0 ? [] : [pick(random, INTERESTS)];
    const id = newId();
    const ads = Array.from({ length: 1 + Math.floor(random() * 3) }, (__, adIndex): SeedAd => {
      const angle = ANGLES[adIndex % ANGLES.length] ?? 'Benefit';
      return {
        id: newId(),
        adSetId: id,
        name: `${theme} \u2013 ${angle}`,
        status: 'active',
        creative: {
          headline: `${theme}: ${angle.toLowerCase()}`.slice(0, 40),
          primaryText: `${theme} is here. ${angle} you will not want to miss.`,
          mediaPath: null,
          callToAction: CALL_TO_ACTION[campaign.objective],
          destinationUrl: `https://example.com/${theme.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        },
        weight: 0.5 + random(),
      };
    });
    return {
      id,
      name: `${audienceName} \u00b7 ${ageMin}\u2013${ageMax}${interests[0] ? ` \u00b7 ${interests[0].name}` : ''}`,
      status: 'active',
      audience: {
        locations: AUDIENCE_COUNTRIES[audienceName] ?? ['US'],
        ageMin,
        ageMax,
        genders: ['female', 'male', 'unspecified'],
        interests,
      },
      placements: CHANNEL_PLACEMENTS[channel] ?? ['feed'],
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      budgetType: null,
      budgetMinor: null,
      weight: 0.5 + random(),
      ads,
    };
  });
}
