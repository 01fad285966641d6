/**
 * The Meta stand-in's Ad Library (`GET /ads_archive`): a fixed archive of advertisers' ads, searched
 * as Meta searches it. Like Meta's, it holds only what the Ad Library covers — every ad delivered in
 * the EU or the UK, and issue and political ads everywhere — so an ad shown in the US alone is never
 * found. A search must name the countries its ads reached.
 */

/** An archived ad as the Graph API answers it. */
export interface StandInArchivedAd {
  readonly id: string;
  readonly page_id: string;
  readonly page_name: string;
  readonly ad_creative_bodies: readonly string[];
  readonly ad_creative_link_titles: readonly string[];
  readonly ad_creative_link_captions: readonly string[];
  readonly ad_creative_link_descriptions: readonly string[];
  readonly ad_delivery_start_time: string;
  readonly ad_delivery_stop_time?: string;
  readonly publisher_platforms: readonly string[];
  readonly languages: readonly string[];
  readonly eu_total_reach?: number;
}

/** What the stand-in keeps beside each ad: where it was shown and whether it is political. */
interface Kept {
  readonly ad: StandInArchivedAd;
  readonly countries: readonly string[];
  readonly political: boolean;
}

/** The EU's and the UK's countries the archive covers every ad of. */
const COVERED = new Set(['AT', 'BE', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'PL', 'PT', 'SE']);

const ADVERTISERS = [
  { name: 'Northpeak Outdoor', domain: 'northpeak.example', product: 'trail running shoes' },
  { name: 'Alba Coffee Roasters', domain: 'albacoffee.example', product: 'coffee subscription' },
  { name: 'Lumen Skincare', domain: 'lumenskin.example', product: 'vitamin C serum' },
  { name: 'Velo Urbano', domain: 'velourbano.example', product: 'electric city bike' },
  { name: 'Casa Verde Plants', domain: 'casaverde.example', product: 'indoor plants' },
  { name: 'Fjord Knitwear', domain: 'fjordknit.example', product: 'merino jumpers' },
  { name: 'Bright Minds Tutoring', domain: 'brightminds.example', product: 'online maths tutoring' },
  { name: 'Harbour Yoga', domain: 'harbouryoga.example', product: 'yoga classes' },
] as const;
const COUNTRY_SETS = [
  ['GB'],
  ['DE', 'AT'],
  ['FR', 'BE'],
  ['ES', 'PT'],
  ['IT'],
  ['NL', 'BE', 'DE'],
  ['US'],
  ['US', 'CA'],
];
const PLATFORM_SETS = [
  ['FACEBOOK', 'INSTAGRAM'],
  ['INSTAGRAM'],
  ['FACEBOOK'],
  ['FACEBOOK', 'INSTAGRAM', 'MESSENGER'],
];
const OPENERS = ['New season:', 'Limited offer:', 'Meet our', 'Loved by thousands:', 'Try our'];
/** Issue and political ads, archived wherever they ran. */
const POLITICAL = [
  { name: 'Clean Rivers Campaign', text: 'Vote yes to protect our rivers this spring.', countries: ['US'] },
  {
    name: 'Citizens for Transit',
    text: 'Support the new tram line. Sign the petition today.',
    countries: ['GB'],
  },
];

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The stand-in's archive as of `now`: every advertiser's ads, and the political ones. */
export function standInArchive(now: Date): Kept[] {
  const kept: Kept[] = [];
  let id = 900_000_000_000_000;
  ADVERTISERS.forEach((advertiser, a) => {
    for (let n = 0; n < 12; n += 1) {
      id += 1;
      const countries = COUNTRY_SETS[(a + n) % COUNTRY_SETS.length]!;
      const started = now.getTime() - ((n * 9 + a * 3 + 2) % 120) * 86_400_000;
      const stopped = n % 3 === 0 ? started + 20 * 86_400_000 : null;
      kept.push({
        countries,
        political: false,
        ad: {
          id: String(id),
          page_id: String(100_000_000 + a),
          page_name: advertiser.name,
          ad_creative_bodies: [
            `${OPENERS[n % OPENERS.length]} ${advertiser.product} from ${advertiser.name}.`,
          ],
          ad_creative_link_titles: [`${advertiser.product[0]!.toUpperCase()}${advertiser.product.slice(1)}`],
          ad_creative_link_captions: [advertiser.domain],
          ad_creative_link_descriptions: ['Free delivery on your first order'],
          ad_delivery_start_time: isoDay(started),
          ...(stopped !== null && stopped < now.getTime() ? { ad_delivery_stop_time: isoDay(stopped) } : {}),
          publisher_platforms: PLATFORM_SETS[(a * 5 + n) % PLATFORM_SETS.length]!,
          languages: ['en'],
          ...(countries.some((country) => COVERED.has(country))
            ? { eu_total_reach: 1_000 * (((a + 1) * (n + 3) * 37) % 900) + 500 }
            : {}),
        },
      });
    }
  });
  POLITICAL.forEach((advertiser, p) => {
    id += 1;
    kept.push({
      countries: advertiser.countries,
      political: true,
      ad: {
        id: String(id),
        page_id: String(200_000_000 + p),
        page_name: advertiser.name,
        ad_creative_bodies: [advertiser.text],
        ad_creative_link_titles: [],
        ad_creative_link_captions: [],
        ad_creative_link_descriptions: [],
        ad_delivery_start_time: isoDay(now.getTime() - (10 + p) * 86_400_000),
        publisher_platforms: ['FACEBOOK', 'INSTAGRAM'],
        languages: ['en'],
      },
    });
  });
  return kept;
}

/** Meta's refusal of a search, as its Graph API error. */
export interface ArchiveRefusal {
  readonly message: string;
  readonly code: number;
}

/** Reads a parameter the Graph API takes as a JSON array (or one bare value). */
function list(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return value.split(',').map((part) => part.trim());
  }
}

/**
 * The archive's ads a search keeps, in Meta's order (the newest first), or Meta's refusal.
 * @param params - the request's `search_terms`, `ad_reached_countries`, `ad_type`, `ad_active_status`
 *   and `publisher_platforms`
 */
export function searchArchive(
  archive: readonly Kept[],
  params: Readonly<Record<string, string | undefined>>,
  now: Date,
): StandInArchivedAd[] | ArchiveRefusal {
  const countries = list(params.ad_reached_countries).map((country) => country.toUpperCase());
  if (countries.length === 0) {
    return { message: '(#100) The parameter ad_reached_countries is required', code: 100 };
  }
  const words = (params.search_terms ?? '').toLowerCase().split(/\s+/u).filter(Boolean);
  const platforms = list(params.publisher_platforms).map((platform) => platform.toUpperCase());
  const status = params.ad_active_status ?? 'ACTIVE';
  const today = isoDay(now.getTime());
  return archive
    .filter(({ ad, countries: shown, political }) => {
      if (!political && !shown.some((country) => COVERED.has(country))) return false;
      if (params.ad_type === 'POLITICAL_AND_ISSUE_ADS' && !political) return false;
      if (!shown.some((country) => countries.includes(country) || countries.includes('ALL'))) return false;
      const active = !ad.ad_delivery_stop_time || ad.ad_delivery_stop_time >= today;
      if (status === 'ACTIVE' && !active) return false;
      if (status === 'INACTIVE' && active) return false;
      if (platforms.length > 0 && !ad.publisher_platforms.some((platform) => platforms.includes(platform)))
        return false;
      const text = [ad.page_name, ...ad.ad_creative_bodies, ...ad.ad_creative_link_titles]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .map(({ ad }) => ad)
    .sort(
      (a, b) => b.ad_delivery_start_time.localeCompare(a.ad_delivery_start_time) || b.id.localeCompare(a.id),
    );
}
