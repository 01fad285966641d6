/**
 * The images of a new campaign's ads, taken from the advertiser's media library to the Meta ad
 * account's image library before the campaign is made there (docs/decisions/0054-meta-ad-media.md):
 * each file once, however many ads show it, with a centred crop for each placement it shows in.
 */
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { imageSize } from 'image-size';
import type { MetaAdAccountAccess, CropRatio, MetaAdMedia } from '@adplatform/ad-networks/meta';
import type { Placement } from '@adplatform/campaign-model';
import type { CampaignForm } from '@adplatform/campaign-model/form';
import type { MetaAccess } from '../adNetworks/metaApp';
import { placementsOf } from './newCampaign';

/** The crop a placement shows an image in: the feed square, stories and reels upright (9:16). */
const CROP_OF_PLACEMENT: Partial<Readonly<Record<Placement, CropRatio>>> = {
  feed: 'square',
  stories: 'vertical',
  reels: 'vertical',
};

/** The crop ratios of `placements` on Meta, once each, in a stable order. */
export function cropRatiosFor(placements: Iterable<Placement>): CropRatio[] {
  const ratios = new Set<CropRatio>();
  for (const placement of placements) {
    const ratio = CROP_OF_PLACEMENT[placement];
    if (ratio) ratios.add(ratio);
  }
  return [...ratios].sort();
}

/** Each media path of `form`'s ads, with every placement of the ad sets that show it. */
export function placementsByMedia(form: CampaignForm): Map<string, Set<Placement>> {
  const byPath = new Map<string, Set<Placement>>();
  for (const adSet of form.adSets) {
    for (const { mediaPath } of adSet.ads) {
      if (!mediaPath) continue;
      const placements = byPath.get(mediaPath) ?? new Set<Placement>();
      for (const placement of placementsOf(adSet)) placements.add(placement);
      byPath.set(mediaPath, placements);
    }
  }
  return byPath;
}

/**
 * Uploads every image `form`'s ads show to the ad account's image library on Meta.
 * @param access - Meta's module and where it is, the person's token and the ad account (`act_…`)
 * @returns each media path's media on Meta (its image hash and crops)
 * @throws HttpsError `failed-precondition` with `details.reason` `mediaMissing` (a file no longer in
 *   the library) or `mediaNotImage` (a video: Meta ads made here carry images), and whatever the
 *   upload throws (an `AdNetworkError`, which the caller explains)
 */
export async function uploadMetaAdImages(
  access: MetaAdAccountAccess & { readonly meta: MetaAccess['meta'] },
  form: CampaignForm,
): Promise<Map<string, MetaAdMedia>> {
  const uploaded = new Map<string, MetaAdMedia>();
  const bucket = getStorage().bucket();
  for (const [path, placements] of placementsByMedia(form)) {
    const file = bucket.file(path);
    const fileName = path.slice(path.lastIndexOf('/') + 1);
    const [exists] = await file.exists();
    if (!exists) {
      throw new HttpsError('failed-precondition', 'A file of an ad is no longer in the media library.', {
        reason: 'mediaMissing',
        fileName,
      });
    }
    const [metadata] = await file.getMetadata();
    if (!metadata.contentType?.startsWith('image/')) {
      throw new HttpsError('failed-precondition', 'An ad made on Meta here carries an image.', {
        reason: 'mediaNotImage',
        fileName,
      });
    }
    const [bytes] = await file.download();
    const imageHash = await access.meta.uploadMetaAdImage(access, bytes, fileName);
    const size = sizeOf(bytes);
    const crops = size
      ? Object.fromEntries(
          cropRatiosFor(placements).map((ratio) => [
            ratio,
            access.meta.centredCrop(size.width, size.height, ratio),
          ]),
        )
      : {};
    uploaded.set(path, { kind: 'image', imageHash, crops });
  }
  return uploaded;
}

/**
 * An image's width and height in pixels, read from its header (the `image-size` library); null when it
 * cannot be read: the image is then left to Meta's own crops, and Meta judges its bytes.
 */
function sizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    return imageSize(bytes);
  } catch {
    return null;
  }
}
