/**
 * The ads of Meta's Ad Library in the demo library (docs/decisions/0052-meta-ad-library.md): premium@
 * searches the Meta stand-in's archive through `searchAdLibrary` on the functions emulator, with its
 * own Meta connection, as the library's "Meta Ad Library" view does, page after page; the function
 * keeps each ad found in `ads/meta_{id}`.
 */
import type { MetaLibraryQuery } from '@adplatform/ad-library-model';
import { callAsDemoAccount } from './demoCall';

/** The searches made: every ad the archive holds for the EU and the UK, and political ads in the US. */
const SEARCHES: readonly MetaLibraryQuery[] = [
  {
    searchTerms: '',
    countries: ['GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT'],
    adType: 'all',
    activity: 'all',
    platforms: [],
  },
  { searchTerms: '', countries: ['US'], adType: 'political', activity: 'all', platforms: [] },
];

/** The most pages one search reads: the stand-in's archive fills fewer. */
const PAGES_MAX = 10;

/**
 * Runs the demo searches of Meta's Ad Library as `user`, whose account is connected to Meta.
 * @returns how many distinct ads the library now keeps from Meta's
 * @throws Error when `searchAdLibrary` refuses a search
 */
export async function seedMetaAdLibrary(user: {
  readonly uid: string;
  readonly email: string;
}): Promise<number> {
  const kept = new Set<string>();
  for (const query of SEARCHES) {
    let after: string | null = null;
    for (let page = 0; page < PAGES_MAX; page += 1) {
      const { adIds, next } = (await callAsDemoAccount(user, 'searchAdLibrary', {
        ...query,
        ...(after ? { after } : {}),
      })) as { adIds: string[]; next: string | null };
      for (const id of adIds) kept.add(id);
      if (!next) break;
      after = next;
    }
  }
  return kept.size;
}
