import type { Channel } from './channels';

/**
 * How a network lays out a post in its feed, as far as the preview imitates it: where the files go,
 * their shape, how many show before a "+N", how much text shows before the network folds it behind
 * "… more", and the actions under the post (message keys of `preview.actions`).
 */
export interface NetworkLayout {
  /** Files above the text (Instagram, TikTok) or below it. */
  readonly mediaFirst: boolean;
  /** The files' frame: square (Instagram), tall 9:16 (TikTok), or a grid of the files' own shapes. */
  readonly frame: 'square' | 'tall' | 'grid';
  /** Files shown before the rest are counted as "+N" (a carousel shows one). */
  readonly visibleMedia: number;
  /** Characters shown before the network folds the text; null when it shows it whole. */
  readonly foldAt: number | null;
  /** The author shown as a handle (`@name`) rather than a display name. */
  readonly handle: boolean;
  readonly actions: readonly string[];
}

/** Each network's layout, from how its feed shows a post on a phone. */
export const NETWORK_LAYOUTS: Readonly<Record<Channel, NetworkLayout>> = {
  facebook: {
    mediaFirst: false,
    frame: 'grid',
    visibleMedia: 4,
    foldAt: 480,
    handle: false,
    actions: ['like', 'comment', 'share'],
  },
  instagram: {
    mediaFirst: true,
    frame: 'square',
    visibleMedia: 1,
    foldAt: 125,
    handle: true,
    actions: ['like', 'comment', 'share'],
  },
  linkedin: {
    mediaFirst: false,
    frame: 'grid',
    visibleMedia: 4,
    foldAt: 210,
    handle: false,
    actions: ['like', 'comment', 'repost', 'send'],
  },
  x: {
    mediaFirst: false,
    frame: 'grid',
    visibleMedia: 4,
    foldAt: null,
    handle: true,
    actions: ['reply', 'repost', 'like'],
  },
  tiktok: {
    mediaFirst: true,
    frame: 'tall',
    visibleMedia: 1,
    foldAt: 100,
    handle: true,
    actions: ['like', 'comment', 'share'],
  },
};

/**
 * The text a network shows before folding it: `text` whole when it fits `layout.foldAt` (or the
 * network never folds), else its first `foldAt` characters (user-perceived, never half an emoji) and
 * `folded: true`.
 */
export function foldedText(
  text: string,
  layout: NetworkLayout,
): { readonly shown: string; readonly folded: boolean } {
  if (layout.foldAt === null) return { shown: text, folded: false };
  const graphemes = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text));
  if (graphemes.length <= layout.foldAt) return { shown: text, folded: false };
  return {
    shown: graphemes
      .slice(0, layout.foldAt)
      .map((part) => part.segment)
      .join('')
      .trimEnd(),
    folded: true,
  };
}

/** The handle a network shows for `name` (`@` and the name's letters and digits, lower case). */
export function handleOf(name: string): string {
  const handle = name
    .normalize('NFKD')
    .replace(/[^\w]+/g, '')
    .toLowerCase()
    .slice(0, 15);
  return `@${handle || 'you'}`;
}
