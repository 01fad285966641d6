import { PATHS, SECTION_PATHS, sectionForPath, type SectionId } from 'shared-auth';
import { likelySection } from './preloadDestination';
import { resolveRedirect, type GuardContext } from '../guards/resolveRedirect';

const PREMIUM: GuardContext = {
  user: { emailVerified: true },
  subscription: { selectedPlan: 'Premium', status: 'active' },
  subscriptionLoadFailed: false,
  now: 0,
};

it('is where the guard chain takes a subscriber who has just signed in or registered', () => {
  for (const path of [PATHS.login, PATHS.register]) {
    const target = resolveRedirect(path, PREMIUM);
    expect(target).not.toBeNull();
    expect(likelySection(path)).toBe(sectionForPath(target ?? ''));
    expect(likelySection(path)).toBe('campaigns');
  }
});

it('is the section at a section path, its sub-paths included, and nothing elsewhere', () => {
  for (const [section, path] of Object.entries(SECTION_PATHS) as [SectionId, string][]) {
    expect(likelySection(path)).toBe(section);
  }
  expect(likelySection('/reporting/campaign/42')).toBe('reporting');
  expect(likelySection(PATHS.onBoarding)).toBeNull();
  expect(likelySection(PATHS.accountVerification)).toBeNull();
  expect(likelySection('/no-such-page')).toBeNull();
});
