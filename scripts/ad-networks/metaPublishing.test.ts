import type { Server } from 'node:http';
import {
  createInstagramContainer,
  instagramContainerStatus,
  instagramPermalink,
  instagramPublishingLimit,
  META_POST_PERMISSIONS,
  pagePostPermalink,
  publishInstagramContainer,
  publishPagePost,
} from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON } from './metaStandIn';
import {
  DEMO_SHOES_INSTAGRAM as INSTAGRAM,
  DEMO_SHOES_PAGE as PAGE,
  metaStandInSession,
  networkRefusal,
} from './metaStandInSession';
import { loginThroughStandIn } from './standInLogin';

// Posts published on a Page and its Instagram account through the package, against the stand-in.
const START = new Date('2026-12-07T12:00:00Z');
const HOUR = 3_600_000;
let clock = START.getTime();
let server: Server;
let graphOrigin: string;
let access: { graphOrigin: string; userToken: string };

beforeAll(async () => {
  let userToken: string;
  ({ server, graphOrigin, userToken } = await metaStandInSession(
    () => new Date(clock),
    META_POST_PERMISSIONS,
  ));
  access = { graphOrigin, userToken };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const pagePosts = async () =>
  (
    (await (await fetch(`${graphOrigin}/_test/pages/${PAGE}/posts`)).json()) as {
      data: { id: string; message: string; published: boolean }[];
    }
  ).data;

describe('posts on a Facebook Page', () => {
  it('publishes a post with a link now, with its permalink', async () => {
    const id = await publishPagePost(access, PAGE, {
      message: 'Winter sale starts today',
      link: 'https://demoshoes.example',
    });
    expect(id).toMatch(new RegExp(`^${PAGE}_\\d+$`, 'u'));
    expect((await pagePosts()).find((post) => post.id === id)).toMatchObject({ published: true });
    expect(await pagePostPermalink(access, PAGE, id)).toBe(
      `https://www.facebook.com/${PAGE}/posts/${id.split('_')[1]}`,
    );
  });

  it('has Meta publish a scheduled photo at its time, and refuses a time too soon', async () => {
    const id = await publishPagePost(access, PAGE, {
      message: 'New trail shoes',
      imageUrl: 'https://cdn.demoshoes.example/trail.jpg',
      scheduledAt: new Date(clock + 2 * HOUR),
    });
    expect((await pagePosts()).find((post) => post.id === id)).toMatchObject({ published: false });
    clock += 3 * HOUR;
    expect((await pagePosts()).find((post) => post.id === id)).toMatchObject({ published: true });
    const tooSoon = await networkRefusal(
      publishPagePost(access, PAGE, { message: 'x', scheduledAt: new Date(clock + 5 * 60_000) }),
    );
    expect(tooSoon.kind).toBe('refused');
    expect(tooSoon.details.networkMessage).toBe('Choose a time between 10 minutes and 30 days from now.');
  });
});

describe('posts on Instagram', () => {
  it('publishes a picture once its container is finished, with its permalink', async () => {
    const container = await createInstagramContainer(
      access,
      INSTAGRAM,
      { kind: 'image', imageUrl: 'https://cdn.demoshoes.example/boots.jpg' },
      'Boots for the first snow',
    );
    expect(await instagramContainerStatus(access, container)).toBe('FINISHED');
    const mediaId = await publishInstagramContainer(access, INSTAGRAM, container);
    expect(await instagramPermalink(access, mediaId)).toMatch(/^https:\/\/www\.instagram\.com\/p\//u);
    expect(await instagramContainerStatus(access, container)).toBe('PUBLISHED');
  });

  it('publishes a reel only once its container is finished, and once', async () => {
    const container = await createInstagramContainer(
      access,
      INSTAGRAM,
      { kind: 'reel', videoUrl: 'https://cdn.demoshoes.example/trail.mp4' },
      'Trail day',
    );
    const early = await networkRefusal(publishInstagramContainer(access, INSTAGRAM, container));
    expect(early.details).toMatchObject({ networkCode: '9007/2207027' });
    const seen: string[] = [];
    for (let read = 0; read < 5 && seen.at(-1) !== 'FINISHED'; read += 1)
      seen.push(await instagramContainerStatus(access, container));
    expect(seen[0]).toBe('IN_PROGRESS');
    expect(seen.at(-1)).toBe('FINISHED');
    await publishInstagramContainer(access, INSTAGRAM, container);
    expect((await networkRefusal(publishInstagramContainer(access, INSTAGRAM, container))).kind).toBe(
      'refused',
    );
  });

  it('publishes a carousel of its items, and refuses one of a single item', async () => {
    const items = [
      { imageUrl: 'https://cdn.demoshoes.example/1.jpg' },
      { imageUrl: 'https://cdn.demoshoes.example/2.jpg' },
    ];
    const container = await createInstagramContainer(
      access,
      INSTAGRAM,
      { kind: 'carousel', items },
      'Two looks',
    );
    await expect(publishInstagramContainer(access, INSTAGRAM, container)).resolves.toMatch(/^\d+$/u);
    await expect(
      createInstagramContainer(access, INSTAGRAM, { kind: 'carousel', items: items.slice(0, 1) }, 'One'),
    ).rejects.toThrow(RangeError);
  });

  it('keeps to the publishing limit and says how much of it is used', async () => {
    const before = await instagramPublishingLimit(access, INSTAGRAM);
    expect(before).toMatchObject({ total: 100, windowSeconds: 86_400 });
    expect(before.used).toBeGreaterThan(0);
    await fetch(`${graphOrigin}/_test/instagram/${INSTAGRAM}/quota`, {
      method: 'POST',
      body: new URLSearchParams({ count: String(100 - before.used) }),
    });
    expect((await instagramPublishingLimit(access, INSTAGRAM)).used).toBe(100);
    const container = await createInstagramContainer(
      access,
      INSTAGRAM,
      { kind: 'image', imageUrl: 'https://cdn.demoshoes.example/3.jpg' },
      'One too many',
    );
    const limited = await networkRefusal(publishInstagramContainer(access, INSTAGRAM, container));
    expect(limited.kind).toBe('refused');
    expect(limited.details.networkMessage).toContain('maximum number of posts allowed within 24 hours');
    clock += 25 * HOUR;
    await expect(publishInstagramContainer(access, INSTAGRAM, container)).resolves.toMatch(/^\d+$/u);
  });

  it("needs Instagram's publishing permission", async () => {
    const campaignsOnly = {
      graphOrigin,
      userToken: await loginThroughStandIn(graphOrigin, DEMO_META_PERSON, { now: new Date(clock) }),
    };
    const error = await networkRefusal(
      createInstagramContainer(
        campaignsOnly,
        INSTAGRAM,
        { kind: 'image', imageUrl: 'https://x.example/a.jpg' },
        '',
      ),
    );
    expect(error.kind).toBe('permissionRevoked');
  });
});
