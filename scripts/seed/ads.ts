import {
  AD_MEDIA_TYPES,
  adSearchTokens,
  advertiserIdOf,
  type AdCountry,
  type AdPlatform,
} from '@adplatform/ad-library-model';
import { hashSeed, pick, seededRandom } from './random';

/** An ad of the demo library (`ads/{id}`); the creative is an inline SVG image. */
export interface SeedAd {
  id: string;
  advertiser: string;
  advertiserId: string;
  headline: string;
  body: string;
  cta: string;
  landingUrl: string;
  /** Where it runs, as the set Firestore filters on: `{ instagram: true, … }`. */
  platforms: Record<string, true>;
  countries: Record<string, true>;
  mediaType: string;
  active: boolean;
  startDate: Date;
  endDate: Date | null;
  imageUrl: string;
  searchTokens: string[];
}

/** Where the demo catalogue's ads ran and were shown (ads of Meta's Ad Library come in by search). */
const PLATFORMS: readonly AdPlatform[] = ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x'];
const COUNTRIES: readonly AdCountry[] = ['US', 'GB', 'ES', 'MX', 'DE', 'FR', 'BR', 'IN'];

const ADVERTISERS = [
  'Acme Shoes',
  'Northwind Coffee',
  'Lumen Skincare',
  'Orbit Bikes',
  'Pixel Phones',
  'Verde Grocers',
  'Nimbus Travel',
  'Atlas Fitness',
  'Harbor Bank',
  'Cobalt Games',
  'Maple Home',
  'Zephyr Audio',
];
const HEADLINES = [
  'Run faster today',
  'Your morning, upgraded',
  'Glow that lasts',
  'Ride further for less',
  'The camera you carry',
  'Fresh, delivered in an hour',
  'Weekend escapes from $99',
  'Train smarter at home',
  'Banking without the queue',
  'Play the new season now',
  'Make room for comfort',
  'Hear every detail',
];
const BODIES = [
  'Free shipping on every order this week.',
  'Join two million happy customers.',
  'Limited offer: 20% off your first order.',
  'Rated 4.8 by our community.',
  'Try it free for 30 days.',
];
const CTAS = ['Shop now', 'Learn more', 'Sign up', 'Book now', 'Get offer', 'Download'];
export const PALETTES = [
  ['#14213d', '#fca311'],
  ['#2a9d8f', '#e9c46a'],
  ['#6d597a', '#e56b6f'],
  ['#1d3557', '#a8dadc'],
  ['#283618', '#dda15e'],
  ['#3d405b', '#f2cc8f'],
];
const DAY = 24 * 60 * 60 * 1000;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Characters of a 32 px bold Arial line that fit the creative's 520 px of text width. */
const HEADLINE_LINE = 26;

/**
 * `headline` broken between words into at most two lines of `HEADLINE_LINE` characters (a longer
 * headline ends in an ellipsis), so that the creative never cuts it at its edge.
 */
export function headlineLines(headline: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of headline.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= HEADLINE_LINE || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2)
    return lines.map((text) => (text.length > HEADLINE_LINE ? `${text.slice(0, HEADLINE_LINE - 1)}…` : text));
  const second = lines[1]!;
  return [lines[0]!, `${second.slice(0, HEADLINE_LINE - 1)}…`];
}

/** A 600×400 SVG creative: the advertiser's colours, its initial and the headline (on up to two lines). */
export function creative(advertiser: string, headline: string, palette: readonly string[]): string {
  const [dark = '#14213d', light = '#fca311'] = palette;
  const lines = headlineLines(headline);
  // The headline's last line sits where a one-line headline did, above the advertiser's name.
  const headlineTop = 300 - (lines.length - 1) * 38;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/>` +
    `<stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/>` +
    `<circle cx="90" cy="90" r="46" fill="#fff" fill-opacity="0.9"/><text x="90" y="106" font-size="44" ` +
    `font-family="Arial" text-anchor="middle" fill="${dark}">${escapeXml(advertiser[0] ?? '?')}</text>` +
    `<text x="40" y="${headlineTop}" font-size="32" font-family="Arial" font-weight="bold" fill="#fff">` +
    lines
      .map((line, index) => `<tspan x="40" dy="${index === 0 ? 0 : 38}">${escapeXml(line)}</tspan>`)
      .join('') +
    `</text>` +
    `<text x="40" y="350" font-size="24" font-family="Arial" fill="#fff" fill-opacity="0.85">${escapeXml(advertiser)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Up to `most` distinct values of `values` (at least one), as a Firestore set. */
function someOf(random: () => number, values: readonly string[], most: number): Record<string, true> {
  const set: Record<string, true> = {};
  const count = 1 + Math.floor(random() * most);
  for (let index = 0; index < count; index += 1) set[pick(random, values)] = true;
  return set;
}

/** The advertiser's site, e.g. "Acme Shoes" → https://www.acmeshoes.example. */
function siteOf(advertiser: string): string {
  return `https://www.${advertiserIdOf(advertiser).replace(/-/g, '')}.example`;
}

/** A deterministic library of `count` ads over the last year; about a third still active. */
export function demoAds(count: number, now: Date): SeedAd[] {
  const random = seededRandom(hashSeed('ads'));
  return Array.from({ length: count }, (_, index) => {
    const advertiser = pick(random, ADVERTISERS);
    const headline = pick(random, HEADLINES);
    const startDate = new Date(now.getTime() - Math.floor(random() * 365) * DAY);
    const active = random() < 0.35;
    const endDate = active
      ? null
      : new Date(Math.min(now.getTime() - DAY, startDate.getTime() + (3 + Math.floor(random() * 60)) * DAY));
    const body = pick(random, BODIES);
    const cta = pick(random, CTAS);
    const landingUrl = `${siteOf(advertiser)}/${pick(random, ['offer', 'new', 'spring', 'app'])}`;
    return {
      id: `ad-${String(index + 1).padStart(3, '0')}`,
      advertiser,
      advertiserId: advertiserIdOf(advertiser),
      headline,
      body,
      cta,
      landingUrl,
      platforms: someOf(random, PLATFORMS, 3),
      countries: someOf(random, COUNTRIES, 3),
      mediaType: pick(random, AD_MEDIA_TYPES),
      active,
      startDate,
      endDate: endDate && endDate.getTime() < startDate.getTime() ? startDate : endDate,
      imageUrl: creative(advertiser, headline, pick(random, PALETTES)),
      searchTokens: adSearchTokens({ advertiser, headline, body, cta, landingUrl }),
    };
  });
}
