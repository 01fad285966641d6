import type { ArchivedAd } from '@adplatform/ad-networks/meta';
import { landingUrlOf, metaLibraryAdFields } from './metaLibraryAd';

const AD: ArchivedAd = {
  id: '900000000000001',
  pageId: '100000001',
  pageName: 'Alba Coffee Roasters',
  body: 'Try our coffee subscription.',
  title: 'Coffee subscription',
  caption: 'AlbaCoffee.example',
  description: '',
  startDay: '2026-11-01',
  stopDay: null,
  platforms: ['facebook', 'instagram', 'threads'],
  languages: ['en'],
  euReach: 12_000,
};
const NOW = new Date('2026-12-07T12:00:00Z');

describe('landingUrlOf', () => {
  it.each([
    ['albacoffee.example', 'https://albacoffee.example'],
    ['Shop.Alba.example ', 'https://shop.alba.example'],
    ['', null],
    ['Free delivery', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (caption, url) => expect(landingUrlOf(caption)).toBe(url));
});

describe('metaLibraryAdFields', () => {
  it("keeps the archive's text, days, platforms the library knows and the countries searched", () => {
    const fields = metaLibraryAdFields(AD, ['GB', 'DE'], NOW);
    expect(fields).toMatchObject({
      advertiser: 'Alba Coffee Roasters',
      advertiserId: 'alba-coffee-roasters',
      headline: 'Coffee subscription',
      cta: '',
      landingUrl: 'https://albacoffee.example',
      platforms: { facebook: true, instagram: true },
      countries: { GB: true, DE: true },
      mediaType: null,
      imageUrl: null,
      active: true,
      endDate: null,
      source: 'metaAdLibrary',
      pageId: '100000001',
      euReach: 12_000,
    });
    expect((fields.startDate as { toDate(): Date }).toDate()).toEqual(new Date('2026-11-01T00:00:00Z'));
  });

  it('is active until its last day of delivery has passed', () => {
    expect(metaLibraryAdFields({ ...AD, stopDay: '2026-12-07' }, ['GB'], NOW).active).toBe(true);
    expect(metaLibraryAdFields({ ...AD, stopDay: '2026-12-06' }, ['GB'], NOW).active).toBe(false);
  });

  it('names a Page without a name by its id, and an ad without platforms as shown on Facebook', () => {
    const fields = metaLibraryAdFields({ ...AD, pageName: '', platforms: [] }, ['GB'], NOW);
    expect(fields).toMatchObject({ advertiser: 'Page 100000001', platforms: { facebook: true } });
  });
});
