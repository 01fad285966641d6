/**
 * The Meta stand-in's Instagram: professional accounts linked to Facebook Pages, and business
 * discovery (`GET /{ig-user-id}?fields=business_discovery.username(…){…}`) of a fixed set of creators.
 * Like Meta, it answers only for a professional account: a personal or unknown username gets the same
 * "cannot be found" error, and only the fields asked for, with `media.limit(n)` honoured.
 */

/** An Instagram professional account linked to a Page. */
export interface StandInInstagramAccount {
  readonly id: string;
  readonly username: string;
  readonly pageId: string;
}

/** A creator's public profile as the stand-in keeps it. */
interface StandInCreator {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  readonly biography: string;
  readonly followers: number;
  readonly mediaCount: number;
  /** Whether it is a professional account (a personal one is never discovered). */
  readonly professional: boolean;
  /** Days between posts, and the share of followers who like a post, in thousandths. */
  readonly everyDays: number;
  readonly likesPerThousand: number;
}

/** The creators business discovery finds on the stand-in. */
const CREATORS: readonly StandInCreator[] = [
  {
    id: '17841400000000101',
    username: 'trailwithmaya',
    name: 'Maya Ortiz',
    biography: 'Trail runner and coach. Mountains, shoes, long days out.',
    followers: 48_200,
    mediaCount: 640,
    professional: true,
    everyDays: 2,
    likesPerThousand: 41,
  },
  {
    id: '17841400000000102',
    username: 'cafe.ines',
    name: 'Inés Ruiz',
    biography: 'Coffee, slow mornings and the cafés of Madrid.',
    followers: 12_900,
    mediaCount: 311,
    professional: true,
    everyDays: 3,
    likesPerThousand: 63,
  },
  {
    id: '17841400000000103',
    username: 'luca_lifts',
    name: 'Luca Bianchi',
    biography: 'Strength training for busy people.',
    followers: 203_500,
    mediaCount: 1_184,
    professional: true,
    everyDays: 1,
    likesPerThousand: 18,
  },
  {
    id: '17841400000000104',
    username: 'private.pat',
    name: 'Pat',
    biography: '',
    followers: 310,
    mediaCount: 12,
    professional: false,
    everyDays: 9,
    likesPerThousand: 90,
  },
];

const CAPTIONS = [
  'Out before sunrise again.',
  'What I packed for the weekend.',
  'Three things I learnt this month.',
  'Morning routine, honestly.',
  'New favourites, not sponsored.',
  'Behind the scenes of today’s shoot.',
];

/** A creator's media as the Graph API answers it, the newest first, `limit` of them. */
function mediaOf(creator: StandInCreator, limit: number, now: Date) {
  return Array.from({ length: Math.min(limit, creator.mediaCount) }, (_, index) => {
    const likes = Math.round(
      (creator.followers * creator.likesPerThousand * (0.8 + (index % 5) * 0.1)) / 1000,
    );
    return {
      id: `${creator.id.slice(-6)}${String(index + 1).padStart(4, '0')}`,
      caption: CAPTIONS[index % CAPTIONS.length]!,
      media_type: index % 4 === 0 ? 'VIDEO' : index % 4 === 1 ? 'CAROUSEL_ALBUM' : 'IMAGE',
      timestamp: new Date(now.getTime() - (index * creator.everyDays + 1) * 86_400_000).toISOString(),
      like_count: likes,
      comments_count: Math.round(likes / 25),
      permalink: `https://www.instagram.com/p/${creator.username.replace(/[^a-z0-9]/gu, '')}${index + 1}/`,
    };
  });
}

/** A Graph API error as the stand-in answers it. */
interface GraphError {
  readonly message: string;
  readonly code: number;
  readonly error_subcode?: number;
  readonly error_user_title?: string;
  readonly error_user_msg?: string;
}

/** Meta's answer to a business discovery of a username it does not find (or a personal account). */
export function notFoundError(username: string): GraphError {
  return {
    message: 'Invalid user id',
    code: 110,
    error_subcode: 2207013,
    error_user_title: 'Cannot find User',
    error_user_msg: `The user with username: ${username} cannot be found.`,
  };
}

/** The stand-in's Instagram: Pages' accounts, and business discovery of its creators. */
export function createInstagram() {
  const accounts = new Map<string, StandInInstagramAccount>();
  return {
    /** Links an Instagram professional account `username` to the Page. */
    link(pageId: string, username: string): StandInInstagramAccount {
      const account = { id: `178414${pageId.padStart(11, '0')}`, username, pageId };
      accounts.set(account.id, account);
      return account;
    },
    /** The account linked to the Page, if any. */
    accountOfPage(pageId: string): StandInInstagramAccount | undefined {
      return [...accounts.values()].find((account) => account.pageId === pageId);
    },
    /** The account with this id, if one is linked to a Page. */
    account(id: string): StandInInstagramAccount | undefined {
      return accounts.get(id);
    },
    /**
     * The answer to `fields` asked of one of the Pages' accounts: business discovery of a username
     * (without the asking account's `id`, which the route adds), or Meta's error.
     */
    discover(
      fields: string,
      now: Date,
    ): { readonly found: Record<string, unknown> } | { readonly error: GraphError } {
      const asked = /^business_discovery\.username\(([^)]*)\)\{(.*)\}$/u.exec(fields);
      if (!asked) {
        return { error: { message: '(#100) Tried accessing nonexisting field', code: 100 } };
      }
      const [, username = '', inner = ''] = asked;
      const creator = CREATORS.find((candidate) => candidate.username === username.toLowerCase());
      if (!creator?.professional) return { error: notFoundError(username) };
      const limit = Number(/media\.limit\((\d+)\)/u.exec(inner)?.[1] ?? 25);
      const profile: Record<string, unknown> = {
        id: creator.id,
        username: creator.username,
        name: creator.name,
        biography: creator.biography,
        followers_count: creator.followers,
        media_count: creator.mediaCount,
      };
      const found: Record<string, unknown> = Object.fromEntries(
        Object.entries(profile).filter(([field]) => new RegExp(`(^|[{,])${field}([,}]|$)`, 'u').test(inner)),
      );
      if (inner.includes('media.limit(') || /(^|,)media\{/u.test(inner))
        found.media = { data: mediaOf(creator, Math.min(limit, 100), now) };
      return { found };
    },
  };
}
