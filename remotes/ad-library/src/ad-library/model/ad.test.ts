import { titleOf, toAd, toSavedAd } from './ad';

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

describe("an ad of Meta's Ad Library", () => {
  const archived = {
    ...valid,
    cta: '',
    landingUrl: null,
    mediaType: null,
    imageUrl: null,
    source: 'metaAdLibrary',
    euReach: 41_500,
    keptAt: at('2026-12-01T09:00:00Z'),
  };

  it('reads an ad with no picture, media type or landing page, with its source and reach', () => {
    expect(toAd('meta_900000000000001', archived)).toMatchObject({
      imageUrl: null,
      mediaType: null,
      landingUrl: null,
      libraryUrl: 'https://www.facebook.com/ads/library/?id=900000000000001',
      metaLibrary: { euReach: 41_500, keptAt: new Date('2026-12-01T09:00:00Z') },
    });
  });

  it('links a saved copy to its page in the Ad Library; an ad of another source has none', () => {
    const { source: _, euReach: __, keptAt: ___, ...copied } = archived;
    const saved = toSavedAd('meta_900000000000001', {
      ...copied,
      note: '',
      tags: [],
      savedAt: at('2026-12-02'),
    });
    expect(saved?.libraryUrl).toBe('https://www.facebook.com/ads/library/?id=900000000000001');
    expect(saved?.metaLibrary).toBeNull();
    expect(toAd('ad-1', valid)).toMatchObject({ libraryUrl: null, metaLibrary: null });
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

describe('titleOf', () => {
  it('is the headline, else the start of the text, else the advertiser', () => {
    expect(titleOf({ headline: 'Run faster', body: 'x', advertiser: 'Acme' })).toBe('Run faster');
    expect(titleOf({ headline: '', body: ' Vote yes. ', advertiser: 'Rivers' })).toBe('Vote yes.');
    expect(titleOf({ headline: '', body: 'word '.repeat(40), advertiser: 'Rivers' })).toMatch(
      /^word .{70,}…$/u,
    );
    expect(titleOf({ headline: '', body: 'word '.repeat(40), advertiser: 'Rivers' })).toHaveLength(80);
    expect(titleOf({ headline: '', body: '', advertiser: 'Rivers' })).toBe('Rivers');
  });
});
