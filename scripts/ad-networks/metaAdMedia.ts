/**
 * The Meta stand-in's ad media: each ad account's image library (`adimages`, an image named by the
 * MD5 of its bytes, as Meta names it), its videos (`advideos`, processing before they are ready), and
 * the check of a creative's `object_story_spec` against them and the Pages the person manages.
 */
import { createHash } from 'node:crypto';

/** A Graph API error as the stand-in answers it. */
export interface MediaRefusal {
  readonly message: string;
  readonly code: number;
  readonly error_subcode?: number;
  readonly error_user_title?: string;
  readonly error_user_msg?: string;
}

/** How many status reads a video stays processing before it is ready. */
const PROCESSING_READS = 2;

/** The file signatures of the images Meta takes: JPEG, PNG, GIF. */
const IMAGE_SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
];

const invalid = (message: string, userMessage?: string): MediaRefusal => ({
  message: `(#100) ${message}`,
  code: 100,
  ...(userMessage ? { error_user_msg: userMessage } : {}),
});

/** The stand-in's ad media. */
export function createAdMedia() {
  const images = new Map<string, Map<string, { name: string; bytes: number }>>();
  const videos = new Map<string, { accountId: string; fileUrl: string; reads: number }>();
  let nextVideo = 7_100_000_000;

  const hasImage = (accountId: string, hash: unknown): boolean =>
    typeof hash === 'string' && (images.get(accountId)?.has(hash) ?? false);

  return {
    /** `POST /act_{id}/adimages` with `bytes` (base64): the image kept under its hash, or Meta's refusal. */
    addImage(accountId: string, base64: string, name: string): { hash: string } | { error: MediaRefusal } {
      const bytes = Buffer.from(base64, 'base64');
      const isImage = IMAGE_SIGNATURES.some((signature) =>
        signature.every((byte, index) => bytes[index] === byte),
      );
      if (bytes.length === 0 || !isImage) {
        return {
          error: {
            message: 'Invalid parameter',
            code: 100,
            error_subcode: 1487242,
            error_user_title: 'Image Resize Failed',
            error_user_msg: 'The image you selected could not be read. Upload a JPG, PNG or GIF file.',
          },
        };
      }
      const hash = createHash('md5').update(bytes).digest('hex');
      const library = images.get(accountId) ?? new Map<string, { name: string; bytes: number }>();
      library.set(hash, { name, bytes: bytes.length });
      images.set(accountId, library);
      return { hash };
    },
    /** `POST /act_{id}/advideos` with `file_url`: a video to process, or Meta's refusal. */
    addVideo(accountId: string, fileUrl: string): { id: string } | { error: MediaRefusal } {
      if (!/^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost)[:/]/u.test(fileUrl))
        return { error: invalid('Param file_url must be a URL Meta can fetch') };
      nextVideo += 1;
      const id = String(nextVideo);
      videos.set(id, { accountId, fileUrl, reads: 0 });
      return { id };
    },
    /** `GET /{video-id}?fields=status`: processing for the first reads, then ready; undefined if unknown. */
    videoStatus(id: string) {
      const video = videos.get(id);
      if (!video) return undefined;
      video.reads += 1;
      const ready = video.reads > PROCESSING_READS;
      return {
        id,
        status: {
          video_status: ready ? 'ready' : 'processing',
          processing_progress: ready ? 100 : Math.round((video.reads / (PROCESSING_READS + 1)) * 100),
        },
      };
    },
    /**
     * Meta's refusal of a creative's `object_story_spec` in `accountId`, or null when it holds: a Page
     * the person manages, an Instagram account linked to it, an image of the account's library or a
     * ready video of the account, an https link.
     */
    storyRefusal(
      accountId: string,
      story: Record<string, unknown>,
      pagesManaged: readonly string[],
      instagramOfPage: (pageId: string) => string | undefined,
    ): MediaRefusal | null {
      const pageId = story.page_id;
      if (typeof pageId !== 'string' || !pagesManaged.includes(pageId))
        return invalid('Param page_id must be a Page you can advertise as', 'Choose a Page you manage.');
      if (story.instagram_user_id !== undefined && story.instagram_user_id !== instagramOfPage(pageId))
        return invalid('The Instagram account is not connected to the Page');
      const link = story.link_data as Record<string, unknown> | undefined;
      const video = story.video_data as Record<string, unknown> | undefined;
      if (link) {
        // Without an image, Meta takes the picture from the link's page.
        if (link.image_hash !== undefined && !hasImage(accountId, link.image_hash))
          return invalid('Image hash is not in the ad account’s image library', 'Upload the image again.');
        if (!/^https:\/\//u.test(String(link.link ?? ''))) return invalid('link must be an https URL');
        return null;
      }
      if (video) {
        const known = videos.get(String(video.video_id ?? ''));
        if (!known || known.accountId !== accountId)
          return invalid('Param video_id must be a video of the account');
        if (known.reads <= PROCESSING_READS)
          return invalid(
            'The video is still being processed',
            'Wait until the video has finished processing.',
          );
        if (!hasImage(accountId, video.image_hash)) return invalid('A video ad needs a thumbnail image hash');
        return null;
      }
      return invalid('object_story_spec needs link_data or video_data');
    },
  };
}
