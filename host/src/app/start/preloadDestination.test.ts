import { PATHS } from 'shared-auth';
import { resolveRedirect, type GuardContext } from '../guards/resolveRedirect';
import { BUILT_IN_SECTIONS } from '../sections/catalogueFixture';
import { likelyPath } from './preloadDestination';

const PREMIUM: GuardContext = {
  user: { emailVerified: true },
  subscription: { selectedPlan: 'Premium', status: 'active' },
  subscriptionLoadFailed: false,
  now: 0,
  sections: BUILT_IN_SECTIONS,
};

it('is where the guard chain takes a subscriber who has just signed in or registered', () => {
  for (const path of [PATHS.login, PATHS.register]) {
    const target = resolveRedirect(path, PREMIUM);
    expect(target).not.toBeNull();
    expect(likelyPath(path)).toBe(target);
  }
});

it('is the path itself anywhere else', () => {
  for (const path of ['/reporting/campaign/42', PATHS.onBoarding, '/no-such-page'])
    expect(likelyPath(path)).toBe(path);
});
