import type { Server } from 'node:http';
import {
  centredCrop,
  createMetaAdCreative,
  metaVideoStatus,
  objectStorySpec,
  uploadMetaAdImage,
  uploadMetaAdVideo,
  type MetaAdAccountAccess,
} from '@adplatform/ad-networks/meta';
import {
  DEMO_SHOES_INSTAGRAM,
  DEMO_SHOES_PAGE,
  metaStandInSession,
  networkRefusal,
  TINY_PNG as PNG,
} from './metaStandInSession';

// An ad's media and identity through the package, against the stand-in, over HTTP.
const NOW = new Date('2026-12-07T12:00:00Z');
const COPY = {
  headline: 'Trail shoes, lighter',
  primaryText: 'New season trail shoes.',
  destinationUrl: 'https://demoshoes.example/trail',
  callToAction: 'SHOP_NOW',
};
let server: Server;
let graphOrigin: string;
let access: MetaAdAccountAccess;

beforeAll(async () => {
  let userToken: string;
  ({ server, graphOrigin, userToken } = await metaStandInSession(() => NOW));
  access = { graphOrigin, userToken, accountId: 'act_1000000001' };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const creativeOnStandIn = async (id: string) =>
  (await (await fetch(`${graphOrigin}/_test/creatives/${id}`)).json()) as Record<string, string>;

describe('centredCrop', () => {
  it('cuts the largest centred square, 4:5 and 9:16 from an image', () => {
    expect(centredCrop(1200, 800, 'square')).toEqual([
      [200, 0],
      [1000, 800],
    ]);
    expect(centredCrop(1080, 1080, 'portrait')).toEqual([
      [108, 0],
      [972, 1080],
    ]);
    expect(centredCrop(1080, 1920, 'vertical')).toEqual([
      [0, 0],
      [1080, 1920],
    ]);
    expect(() => centredCrop(0, 10, 'square')).toThrow(RangeError);
  });
});

describe("an ad's media and identity on Meta", () => {
  it('uploads an image, named by its hash, and makes a creative speaking as the Page and its Instagram account', async () => {
    const imageHash = await uploadMetaAdImage(access, PNG, 'trail.png');
    expect(imageHash).toMatch(/^[0-9a-f]{32}$/u);
    const crops = { square: centredCrop(1200, 800, 'square'), vertical: centredCrop(1200, 800, 'vertical') };
    const story = objectStorySpec({ pageId: DEMO_SHOES_PAGE, instagramUserId: DEMO_SHOES_INSTAGRAM }, COPY, {
      kind: 'image',
      imageHash,
      crops,
    });
    const id = await createMetaAdCreative(access, COPY.headline, story);
    expect(await creativeOnStandIn(id)).toMatchObject({
      image_hash: imageHash,
      page_id: DEMO_SHOES_PAGE,
      instagram_user_id: DEMO_SHOES_INSTAGRAM,
      title: COPY.headline,
      link_url: COPY.destinationUrl,
      call_to_action_type: 'SHOP_NOW',
      image_crops: JSON.stringify({ '100x100': crops.square, '90x160': crops.vertical }),
    });
  });

  it("refuses a file that is not an image, a hash not in the library and a Page the person does not manage, in Meta's words", async () => {
    const notImage = await networkRefusal(
      uploadMetaAdImage(access, new TextEncoder().encode('hello'), 'a.txt'),
    );
    expect(notImage.kind).toBe('refused');
    expect(notImage.details.networkMessage).toContain('JPG, PNG or GIF');
    const unknownHash = objectStorySpec({ pageId: DEMO_SHOES_PAGE, instagramUserId: null }, COPY, {
      kind: 'image',
      imageHash: '0'.repeat(32),
      crops: {},
    });
    expect(
      (await networkRefusal(createMetaAdCreative(access, 'x', unknownHash))).details.networkMessage,
    ).toBe('Upload the image again.');
    const imageHash = await uploadMetaAdImage(access, PNG, 'trail.png');
    const otherPage = objectStorySpec({ pageId: '1599999999', instagramUserId: null }, COPY, {
      kind: 'image',
      imageHash,
      crops: {},
    });
    expect((await networkRefusal(createMetaAdCreative(access, 'x', otherPage))).details.networkMessage).toBe(
      'Choose a Page you manage.',
    );
  });

  it('uploads a video that is processing, then ready, and only a ready video makes a creative', async () => {
    const thumbnailHash = await uploadMetaAdImage(access, PNG, 'cover.png');
    const videoId = await uploadMetaAdVideo(access, 'https://cdn.demoshoes.example/trail.mp4', 'Trail');
    const story = objectStorySpec({ pageId: DEMO_SHOES_PAGE, instagramUserId: null }, COPY, {
      kind: 'video',
      videoId,
      thumbnailHash,
    });
    expect((await networkRefusal(createMetaAdCreative(access, 'early', story))).details.networkMessage).toBe(
      'Wait until the video has finished processing.',
    );
    const seen: string[] = [];
    for (let read = 0; read < 5 && seen.at(-1) !== 'ready'; read += 1)
      seen.push((await metaVideoStatus(access, videoId)).status);
    expect(seen[0]).toBe('processing');
    expect(seen.at(-1)).toBe('ready');
    const id = await createMetaAdCreative(access, 'ready', story);
    expect(await creativeOnStandIn(id)).toMatchObject({ video_id: videoId, image_hash: thumbnailHash });
  });
});
