import { adSearchKey, adSearchTokens, advertiserIdOf, daysActive, landingDomain } from './adCatalogue';

const ad = {
  advertiser: 'Acme Shoes',
  headline: 'Run Faster Today',
  body: 'Free shipping on every order.',
  cta: 'Shop now',
  landingUrl: 'https://www.AcmeShoes.example/spring?utm=x',
};

describe('adSearchTokens', () => {
  it('indexes prefixes of every field, bare and behind their field', () => {
    const tokens = adSearchTokens(ad);
    expect(tokens).toEqual(
      expect.arrayContaining(['acme', 'sho', 'run', 'shipping', 'now', 'acmeshoes', 'advertiser:acme']),
    );
    expect(tokens).toEqual(
      expect.arrayContaining(['text:fast', 'text:ship', 'cta:shop', 'domain:acmeshoes.ex']),
    );
    expect(tokens).not.toContain('acme shoes');
  });

  it('keeps a word out of the fields it is not in', () => {
    const tokens = adSearchTokens(ad);
    expect(tokens).not.toContain('advertiser:run');
    expect(tokens).not.toContain('text:acme');
    expect(tokens).not.toContain('cta:free');
  });
});

describe('adSearchKey', () => {
  it('looks up the first word, lower case, in the field chosen', () => {
    expect(adSearchKey('all', '  Shop now')).toBe('shop');
    expect(adSearchKey('cta', 'Shop now')).toBe('cta:shop');
    expect(adSearchKey('advertiser', '')).toBe('');
  });
  it('takes a domain as typed, without its scheme, www. and path', () => {
    expect(adSearchKey('domain', 'https://www.AcmeShoes.example/spring')).toBe('domain:acmeshoes.example');
    expect(adSearchTokens(ad)).toContain(adSearchKey('domain', 'acmeshoes.example'));
  });
});

describe('landingDomain and advertiserIdOf', () => {
  it('reads the host without www.', () => {
    expect(landingDomain('https://www.Acme.example:443/x')).toBe('acme.example');
  });
  it('makes a stable id of an advertiser name', () => {
    expect(advertiserIdOf('Acme Shoes')).toBe('acme-shoes');
    expect(advertiserIdOf('  Zephyr  Audio! ')).toBe('zephyr-audio');
  });
});

describe('daysActive', () => {
  const day = 86_400_000;
  it('counts the first day', () => {
    expect(daysActive(0, 0, 10 * day)).toBe(1);
  });
  it('runs to now while the ad is active', () => {
    expect(daysActive(0, null, 9 * day + 1)).toBe(10);
  });
  it('stops at the end of an inactive ad', () => {
    expect(daysActive(0, 4 * day, 100 * day)).toBe(5);
  });
});
