/**
 * An ad's media and identity on Meta (docs/decisions/0054-meta-ad-media.md): images uploaded to the ad
 * account's library (`POST /act_{id}/adimages`, answered with the image's hash), videos uploaded from
 * a URL (`POST /act_{id}/advideos`) and their processing state (`GET /{video-id}?fields=status`), and
 * the creative's `object_story_spec`: the Page (and Instagram account) the ad speaks as, with its link
 * or video data and a crop of the image per placement.
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { userGraph } from './graphApi';
import { callGraph } from './graphCall';

/** Where Meta is, whose token calls it, and the ad account. */
export interface MetaAdAccountAccess {
  readonly graphOrigin: string;
  readonly userToken: string;
  /** `act_…` */
  readonly accountId: string;
}

/** Who an ad speaks as: a Facebook Page, and the Instagram account shown on Instagram (if any). */
export interface MetaAdIdentity {
  readonly pageId: string;
  readonly instagramUserId: string | null;
}

/** A point of an image in pixels from its top-left corner. */
type Point = readonly [number, number];

/** A crop of an image: its top-left and bottom-right corners, in pixels. */
export type ImageCrop = readonly [Point, Point];

/**
 * Meta's crop keys (`image_crops`) for the product's aspect ratios: feed square 1:1 (`100x100`), feed
 * portrait 4:5 (`400x500`) and stories and reels 9:16 (`90x160`).
 */
export const META_CROP_KEYS = { square: '100x100', portrait: '400x500', vertical: '90x160' } as const;
/** An aspect ratio an image is cropped to. */
export type CropRatio = keyof typeof META_CROP_KEYS;

const RATIOS: Readonly<Record<CropRatio, number>> = { square: 1, portrait: 4 / 5, vertical: 9 / 16 };

/**
 * The largest centred crop of a `width`×`height` image at `ratio` (width over height).
 * @throws RangeError for an image without area
 */
export function centredCrop(width: number, height: number, ratio: CropRatio): ImageCrop {
  if (!(width > 0 && height > 0)) throw new RangeError('An image needs a width and a height.');
  const wanted = RATIOS[ratio];
  const cropWidth = Math.min(width, Math.floor(height * wanted));
  const cropHeight = Math.min(height, Math.floor(cropWidth / wanted));
  const left = Math.floor((width - cropWidth) / 2);
  const top = Math.floor((height - cropHeight) / 2);
  return [
    [left, top],
    [left + cropWidth, top + cropHeight],
  ];
}

/** An ad's media on Meta: an image of the account's library, or a processed video with its cover. */
export type MetaAdMedia =
  | {
      readonly kind: 'image';
      readonly imageHash: string;
      /** The image's crop per placement ratio; a ratio left out is Meta's own crop. */
      readonly crops: Partial<Readonly<Record<CropRatio, ImageCrop>>>;
    }
  | { readonly kind: 'video'; readonly videoId: string; readonly thumbnailHash: string };

/** The words and link of an ad, as a creative carries them. */
export interface MetaAdCopy {
  readonly headline: string;
  readonly primaryText: string;
  /** An https URL. */
  readonly destinationUrl: string;
  /** Meta's call to action type, e.g. `SHOP_NOW`. */
  readonly callToAction: string;
}

/**
 * The creative's `object_story_spec`: the Page and Instagram account, with link or video data. An ad
 * without media is a link ad whose picture Meta takes from the link's page.
 */
export function objectStorySpec(
  identity: MetaAdIdentity,
  copy: MetaAdCopy,
  media: MetaAdMedia | null,
): Record<string, unknown> {
  const callToAction = { type: copy.callToAction, value: { link: copy.destinationUrl } };
  const story: Record<string, unknown> = { page_id: identity.pageId };
  if (identity.instagramUserId) story.instagram_user_id = identity.instagramUserId;
  if (media?.kind !== 'video') {
    const crops = Object.fromEntries(
      (Object.entries(media?.crops ?? {}) as [CropRatio, ImageCrop][]).map(([ratio, crop]) => [
        META_CROP_KEYS[ratio],
        crop,
      ]),
    );
    story.link_data = {
      ...(media ? { image_hash: media.imageHash } : {}),
      link: copy.destinationUrl,
      message: copy.primaryText,
      name: copy.headline,
      call_to_action: callToAction,
      ...(Object.keys(crops).length > 0 ? { image_crops: crops } : {}),
    };
  } else {
    story.video_data = {
      video_id: media.videoId,
      image_hash: media.thumbnailHash,
      message: copy.primaryText,
      title: copy.headline,
      call_to_action: callToAction,
    };
  }
  return story;
}

const imagesSchema = z.object({
  images: z.record(
    z.string(),
    z.object({ hash: z.string().regex(/^[0-9a-f]{32}$/u), url: z.string().optional() }),
  ),
});
const createdSchema = z.object({ id: z.string().regex(/^\d+$/u) });
const videoStatusSchema = z.object({
  status: z.object({
    video_status: z.enum(['processing', 'ready', 'error']),
    processing_progress: z.number().min(0).max(100).optional(),
  }),
});

/**
 * Uploads an image to the ad account's image library (`POST /act_{id}/adimages`, its bytes in base64).
 * @returns the image's hash, which creatives name it by
 * @throws AdNetworkError as any Graph API call (`refused` for a file Meta does not take as an image)
 */
export async function uploadMetaAdImage(
  access: MetaAdAccountAccess,
  bytes: Uint8Array,
  fileName: string,
): Promise<string> {
  const api = userGraph(access);
  const { images } = await callGraph(
    api,
    'POST',
    [access.accountId, 'adimages'],
    { bytes: Buffer.from(bytes).toString('base64'), name: fileName },
    imagesSchema,
  );
  const [uploaded] = Object.values(images);
  if (!uploaded) throw new AdNetworkError('meta', 'transient', 'Meta did not confirm the image upload.');
  return uploaded.hash;
}

/**
 * Starts an upload of a video to the ad account from a URL Meta fetches (`POST /act_{id}/advideos`
 * with `file_url`); Meta then processes it ({@link metaVideoStatus}).
 * @returns the video's id
 * @throws AdNetworkError as any Graph API call
 */
export async function uploadMetaAdVideo(
  access: MetaAdAccountAccess,
  fileUrl: string,
  title: string,
): Promise<string> {
  const api = userGraph(access);
  const { id } = await callGraph(
    api,
    'POST',
    [access.accountId, 'advideos'],
    { file_url: fileUrl, name: title },
    createdSchema,
  );
  return id;
}

/** A video's processing on Meta: `ready` once an ad can use it; `error` when Meta could not use the file. */
export interface MetaVideoStatus {
  readonly status: 'processing' | 'ready' | 'error';
  /** Percent done, when Meta says. */
  readonly progress: number | null;
}

/**
 * Where Meta is with a video (`GET /{video-id}?fields=status`).
 * @throws AdNetworkError as any Graph API call
 */
export async function metaVideoStatus(
  access: Omit<MetaAdAccountAccess, 'accountId'>,
  videoId: string,
): Promise<MetaVideoStatus> {
  const api = userGraph(access);
  const { status } = await callGraph(api, 'GET', [videoId], { fields: 'status' }, videoStatusSchema);
  return { status: status.video_status, progress: status.processing_progress ?? null };
}

/**
 * Creates a creative from an `object_story_spec` ({@link objectStorySpec}) in the ad account
 * (`POST /act_{id}/adcreatives`).
 * @returns the creative's id, which an ad names
 * @throws AdNetworkError as any Graph API call (`refused`, in Meta's words, for a Page the person
 *   cannot advertise as, an image not in the account's library or a video not ready)
 */
export async function createMetaAdCreative(
  access: MetaAdAccountAccess,
  name: string,
  story: Record<string, unknown>,
): Promise<string> {
  const api = userGraph(access);
  const { id } = await callGraph(
    api,
    'POST',
    [access.accountId, 'adcreatives'],
    { name, object_story_spec: story },
    createdSchema,
  );
  return id;
}
