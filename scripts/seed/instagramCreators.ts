/**
 * The creators of the demo catalogue read from Instagram (docs/decisions/0053-instagram-creators.md):
 * premium@ adds them by username through `addInstagramCreator` on the functions emulator, with its own
 * Meta connection, as the influencers section's "Add from Instagram" does; the function reads each
 * through business discovery on the Meta stand-in and keeps them in `influencers/ig_{id}`.
 */
import { callAsDemoAccount } from './demoCall';

/**
 * The usernames added. The stand-in's other creators are left for a person to add (the end-to-end
 * tests add one by handle).
 */
export const SEEDED_INSTAGRAM_CREATORS = ['trailwithmaya', 'cafe.ines'] as const;

/**
 * Adds {@link SEEDED_INSTAGRAM_CREATORS} as `user`, whose account has Instagram creators on.
 * @returns the ids in `influencers/` of the creators added
 * @throws Error when `addInstagramCreator` refuses one
 */
export async function seedInstagramCreators(user: {
  readonly uid: string;
  readonly email: string;
}): Promise<string[]> {
  const ids: string[] = [];
  for (const username of SEEDED_INSTAGRAM_CREATORS) {
    const { influencerId } = (await callAsDemoAccount(user, 'addInstagramCreator', { username })) as {
      influencerId: string;
    };
    ids.push(influencerId);
  }
  return ids;
}
