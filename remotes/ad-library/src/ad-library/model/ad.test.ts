import { toAd } from './ad';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const valid = {
  advertiser: 'Acme Shoes',
  headline: 'Run faster today',
  body: 'Free shipping.',
  platform: 'instagram',
  country: 'US',
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
    ['an unknown platform', { platform: 'myspace' }],
  ])('skips an ad with %s', (_, change) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toAd('bad', { ...valid, ...change })).toBeNull();
  });
});
