import { Timestamp } from 'firebase/firestore';

/**
 * An ad of `ads/{id}` with every field the library's ad has (`adDocSchema` of the ad-library remote),
 * for the rules tests of saved ads: a saved copy must equal it field by field.
 */
export const LIBRARY_AD = {
  advertiser: 'Acme Shoes',
  advertiserId: 'acme-shoes',
  headline: 'Run faster today',
  body: 'Free shipping.',
  cta: 'Shop now',
  landingUrl: 'https://acme.example/run',
  platforms: { instagram: true },
  countries: { US: true },
  mediaType: 'image',
  active: true,
  startDate: Timestamp.fromMillis(1_700_000_000_000),
  endDate: null,
  imageUrl: 'data:image/svg+xml,x',
} as const;
