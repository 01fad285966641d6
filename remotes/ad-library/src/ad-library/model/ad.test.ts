import { toAd, toSavedAd } from './ad';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const valid = {
  advertiser: 'Acme Shoes',
  advertiserId: 'acme-shoes',
  headline: 'Run faster today',
  body: 'Free shipping.',
  cta: 'Shop now',
  landingUrl: 'https://acme.example/run',
  platforms: { instagram: true, facebook: true },
  countries: { US: true },
  mediaType: 'video',
  active: false,
  startDate: at('2026-05-01T00:00:00Z'),
  endDate: at('2026-05-20T00:00:00Z'),
  imageUrl: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E',
};

describe('toAd', () => {
  it('reads a valid ad with its dates', () => {
    expect(toAd('ad-1', valid)).toMatchObject({
      id: 'ad-1',
      advertiser: 'Acme Shoes',
      platforms: ['facebook', 'instagram'],
      countries: ['US'],
      startDate: new Date('2026-05-01T00:00:00Z'),
      endDate: new Date('2026-05-20T00:00:00Z'),
    });
  });

  it('keeps an active ad open-ended', () => {
    expect(toAd('ad-2', { ...valid, active: true, endDate: null })?.endDate).toBeNull();
  });

  it.each([
    ['a creative served over plain http', { imageUrl: 'http://tracker.example/pixel.gif' }],
    ['a script URL as creative', { imageUrl: 'javascript:alert(1)' }],
    ['an unknown platform', { platforms: { myspace: true } }],
    ['no platform', { platforms: {} }],
    ['a landing page over plain http', { landingUrl: 'http://acme.example' }],
  ])('skips an ad with %s', (_, change) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toAd('bad', { ...valid, ...change })).toBeNull();
  });
});

describe('toSavedAd', () => {
  it('reads the copy with its note, tags and the time it was saved', () => {
    const saved = toSavedAd('ad-1', {
      ...valid,
      note: 'Strong hook',
      tags: ['hooks'],
      savedAt: at('2026-06-01T00:00:00Z'),
    });
    expect(saved).toMatchObject({ headline: 'Run faster today', note: 'Strong hook', tags: ['hooks'] });
    expect(saved?.savedAt).toEqual(new Date('2026-06-01T00:00:00Z'));
  });
});
