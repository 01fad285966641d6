import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdNetworkError } from '@adplatform/ad-networks';
import { searchAdArchive, type AdArchiveQuery } from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON, startMetaStandIn } from './metaStandIn';
import { loginThroughStandIn } from './standInLogin';

// Meta's Ad Library searched through the package's `searchAdArchive`, against the stand-in, over HTTP.
const NOW = new Date('2026-12-07T12:00:00Z');
let server: Server;
let access: { graphOrigin: string; userToken: string };

beforeAll(async () => {
  server = await startMetaStandIn({ projectId: 'demo-test', port: 0, now: () => NOW });
  const graphOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  access = { graphOrigin, userToken: await loginThroughStandIn(graphOrigin, DEMO_META_PERSON, { now: NOW }) };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const query = (change: Partial<AdArchiveQuery>): AdArchiveQuery => ({
  searchTerms: '',
  countries: ['GB'],
  adType: 'ALL',
  activeStatus: 'ALL',
  platforms: [],
  ...change,
});

describe("Meta's Ad Library through ads_archive", () => {
  it('finds the ads with every word searched in the countries named, each with its Page and EU reach', async () => {
    const { ads, next } = await searchAdArchive(
      access,
      query({ searchTerms: 'Coffee subscription', countries: ['GB', 'DE'] }),
    );
    expect(ads.length).toBeGreaterThan(0);
    expect(next).toBeNull();
    for (const ad of ads) {
      expect(`${ad.body} ${ad.title}`.toLowerCase()).toContain('coffee subscription');
      expect(ad.pageName).toBe('Alba Coffee Roasters');
      expect(ad.euReach).toBeGreaterThan(0);
      expect(ad.startDay).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    }
    // Newest first, as Meta answers.
    expect(ads.map((ad) => ad.startDay)).toEqual([...ads.map((ad) => ad.startDay)].sort().reverse());
  });

  it('keeps out what the Ad Library does not cover: an ad shown in the US alone, unless it is political', async () => {
    const us = await searchAdArchive(access, query({ countries: ['US'] }));
    expect(us.ads.map((ad) => ad.pageName)).toEqual(['Clean Rivers Campaign']);
    const political = await searchAdArchive(
      access,
      query({ countries: ['GB'], adType: 'POLITICAL_AND_ISSUE_ADS' }),
    );
    expect(political.ads.map((ad) => ad.pageName)).toEqual(['Citizens for Transit']);
  });

  it('filters by status and platform, and pages with the cursor Meta gives', async () => {
    const inactive = await searchAdArchive(
      access,
      query({ activeStatus: 'INACTIVE', countries: ['GB', 'DE', 'FR', 'ES', 'IT', 'NL'] }),
    );
    expect(inactive.ads.length).toBeGreaterThan(0);
    for (const ad of inactive.ads) expect(ad.stopDay! < '2026-12-07').toBe(true);
    const instagram = await searchAdArchive(
      access,
      query({ platforms: ['INSTAGRAM'], countries: ['GB', 'DE', 'FR', 'ES', 'IT', 'NL'] }),
    );
    for (const ad of instagram.ads) expect(ad.platforms).toContain('instagram');
    const all = query({ countries: ['GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'AT', 'BE', 'PT'] });
    const first = await searchAdArchive(access, all);
    expect(first.ads).toHaveLength(25);
    expect(first.next).not.toBeNull();
    const second = await searchAdArchive(access, all, first.next!);
    expect(second.ads.map((ad) => ad.id)).not.toContain(first.ads[0]!.id);
  });

  it("refuses a search naming no country with Meta's error", async () => {
    const refused = await searchAdArchive(access, query({ countries: [] })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdNetworkError);
    expect(refused).toMatchObject({ kind: 'refused', details: { networkCode: '100' } });
  });
});
