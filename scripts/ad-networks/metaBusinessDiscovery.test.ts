import type { Server } from 'node:http';
import {
  CREATOR_RECENT_MEDIA,
  discoverInstagramCreator,
  listInstagramAccounts,
  META_CREATOR_PERMISSIONS,
} from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON } from './metaStandIn';
import { DEMO_SHOES_INSTAGRAM, metaStandInSession, networkRefusal } from './metaStandInSession';
import { loginThroughStandIn } from './standInLogin';

// Instagram creators read through the package's business discovery, against the stand-in, over HTTP.
const NOW = new Date('2026-12-07T12:00:00Z');
let server: Server;
let graphOrigin: string;
let access: { graphOrigin: string; userToken: string };

beforeAll(async () => {
  let userToken: string;
  ({ server, graphOrigin, userToken } = await metaStandInSession(() => NOW, META_CREATOR_PERMISSIONS));
  access = { graphOrigin, userToken };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Instagram creators through Meta's business discovery", () => {
  it("lists the person's Instagram professional accounts with the Page each is linked to", async () => {
    expect(await listInstagramAccounts(access)).toEqual([
      { igUserId: DEMO_SHOES_INSTAGRAM, username: 'demoshoes', pageId: '1500000001', pageName: 'Demo Shoes' },
    ]);
  });

  it("reads a creator's figures and recent media, and computes engagement and posting rate", async () => {
    const creator = await discoverInstagramCreator(access, DEMO_SHOES_INSTAGRAM, 'cafe.ines', NOW);
    expect(creator).toMatchObject({
      username: 'cafe.ines',
      name: 'Inés Ruiz',
      followers: 12_900,
      mediaCount: 311,
    });
    expect(creator.recentMedia).toHaveLength(CREATOR_RECENT_MEDIA);
    const times = creator.recentMedia.map((media) => media.postedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const perPost =
      creator.recentMedia.reduce((sum, media) => sum + media.likes + media.comments, 0) /
      CREATOR_RECENT_MEDIA;
    expect(creator.engagementRate).toBeCloseTo((perPost / 12_900) * 100, 2);
    // A post every three days: a little over two a week.
    expect(creator.postsPerWeek).toBeGreaterThan(2);
    expect(creator.postsPerWeek).toBeLessThan(2.6);
    expect(creator.recentMedia[0]!.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//u);
  });

  it("refuses, in Meta's words, a username that is not found or not a professional account", async () => {
    for (const username of ['nobody.here', 'private.pat']) {
      const error = await networkRefusal(
        discoverInstagramCreator(access, DEMO_SHOES_INSTAGRAM, username, NOW),
      );
      expect(error.kind).toBe('refused');
      expect(error.details).toMatchObject({
        networkCode: '110/2207013',
        networkMessage: `The user with username: ${username} cannot be found.`,
      });
    }
  });

  it('refuses a username Instagram does not allow before asking Meta', async () => {
    const error = await networkRefusal(
      discoverInstagramCreator(access, DEMO_SHOES_INSTAGRAM, 'a){followers_count}', NOW),
    );
    expect(error.kind).toBe('refused');
    expect(error.details.networkCode).toBeUndefined();
  });

  it("needs Instagram's permissions, and an account of the person's own Pages", async () => {
    const campaignsOnly = {
      graphOrigin,
      userToken: await loginThroughStandIn(graphOrigin, DEMO_META_PERSON, { now: NOW }),
    };
    expect(
      (await networkRefusal(discoverInstagramCreator(campaignsOnly, DEMO_SHOES_INSTAGRAM, 'cafe.ines', NOW)))
        .kind,
    ).toBe('permissionRevoked');
    const other = await fetch(`${graphOrigin}/_test/people`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'other@demo-meta.test', accounts: '[]' }),
    });
    expect(other.status).toBe(200);
    const page = (await (
      await fetch(`${graphOrigin}/_test/pages`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'other@demo-meta.test', name: 'Other', instagram: 'other.brand' }),
      })
    ).json()) as { instagramId: string };
    expect(
      (await networkRefusal(discoverInstagramCreator(access, page.instagramId, 'cafe.ines', NOW))).kind,
    ).toBe('permissionRevoked');
  });
});
