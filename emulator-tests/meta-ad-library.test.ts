/**
 * `searchAdLibrary` against the Meta stand-in's Ad Library (docs/decisions/0052-meta-ad-library.md):
 * the search goes through the account's Meta connection, answers with what Meta's archive covers,
 * and keeps each ad found in `ads/meta_{id}` with its source, its date and the countries searched.
 */
import { callCallable, adminDb } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { connectedAdvertiser } from './support/metaConnection';

const SEARCH = { searchTerms: '', adType: 'all', activity: 'all', platforms: [] };

type Page = { adIds: string[]; next: string | null };

async function search(idToken: string, data: Record<string, unknown>): Promise<Page> {
  const answer = await callCallable('searchAdLibrary', { ...SEARCH, ...data }, idToken);
  expect(answer.error).toBeUndefined();
  return answer.result as Page;
}

describe("searchAdLibrary: Meta's Ad Library through the account's connection", () => {
  let idToken: string;
  beforeAll(async () => {
    ({ idToken } = await connectedAdvertiser(0, 0, undefined, 'Plus'));
  });

  it('keeps each ad found with its source, date, reach and no picture, words matched', async () => {
    const before = Date.now();
    const { adIds } = await search(idToken, { searchTerms: 'coffee', countries: ['GB', 'ES', 'DE'] });
    expect(adIds.length).toBeGreaterThan(0);
    const ads = await Promise.all(adIds.map((id) => adminDb().doc(`ads/${id}`).get()));
    for (const ad of ads) {
      expect(ad.id).toMatch(/^meta_\d+$/u);
      expect(ad.get('advertiser')).toBe('Alba Coffee Roasters');
      expect(ad.get('source')).toBe('metaAdLibrary');
      expect(ad.get('imageUrl')).toBeNull();
      expect(ad.get('mediaType')).toBeNull();
      expect(ad.get('landingUrl')).toBe('https://albacoffee.example');
      expect(ad.get('euReach')).toBeGreaterThan(0);
      expect(ad.get('keptAt').toMillis()).toBeGreaterThanOrEqual(before - 1000);
      expect(ad.get('searchTokens')).toEqual(expect.arrayContaining(['alba', 'advertiser:coffee']));
      expect(Object.keys(ad.get('countries') as object).length).toBeGreaterThan(0);
    }
  });

  it('finds no commercial ad shown outside the EU and the UK, only issue and political ads', async () => {
    const { adIds } = await search(idToken, { countries: ['US', 'CA'] });
    const advertisers = await Promise.all(
      adIds.map(async (id) => (await adminDb().doc(`ads/${id}`).get()).get('advertiser') as string),
    );
    expect(advertisers).toEqual(['Clean Rivers Campaign']);
  });

  it('adds the countries of every search that found an ad', async () => {
    const countriesOf = async (id: string) =>
      (await adminDb().doc(`ads/${id}`).get()).get('countries') as object;
    const inGermany = (await search(idToken, { searchTerms: 'merino', countries: ['DE'] })).adIds;
    const inTheNetherlands = (await search(idToken, { searchTerms: 'merino', countries: ['NL'] })).adIds;
    const inBoth = inGermany.filter((id) => inTheNetherlands.includes(id));
    const germanyAlone = inGermany.filter((id) => !inTheNetherlands.includes(id));
    expect(inBoth.length).toBeGreaterThan(0);
    expect(germanyAlone.length).toBeGreaterThan(0);
    for (const id of inBoth) expect(await countriesOf(id)).toEqual({ DE: true, NL: true });
    for (const id of germanyAlone) expect(await countriesOf(id)).toEqual({ DE: true });
  });

  it('pages through a long answer with the cursor Meta gives, 25 ads a page', async () => {
    const countries = ['GB', 'DE', 'FR', 'ES', 'IT', 'NL'];
    const first = await search(idToken, { countries });
    expect(first.adIds).toHaveLength(25);
    expect(first.next).not.toBeNull();
    const second = await search(idToken, { countries, after: first.next });
    expect(second.adIds.length).toBeGreaterThan(0);
    expect(second.adIds.filter((id) => first.adIds.includes(id))).toEqual([]);
  });

  it('refuses a search without countries before asking Meta', async () => {
    const answer = await callCallable('searchAdLibrary', { ...SEARCH, countries: [] }, idToken);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('searchAdLibrary refuses', () => {
  it('an account without Meta, saying so', async () => {
    const { idToken } = await userWithPlan('Premium');
    const answer = await callCallable('searchAdLibrary', { ...SEARCH, countries: ['GB'] }, idToken);
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect(answer.error?.details).toEqual({ reason: 'notConnected' });
  });

  it('a plan without the ad library, writing nothing', async () => {
    const { idToken } = await connectedAdvertiser(0, 0, undefined, 'Basic');
    const answer = await callCallable('searchAdLibrary', { ...SEARCH, countries: ['GB'] }, idToken);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
  });
});
