import { PATHS, isEntitled, sectionForPath, type AppPath } from 'shared-auth';

/** What the guard chain knows about the visitor. No React, no Firebase: plain data. */
export interface GuardContext {
  /** The signed-in user, or null when signed out. */
  readonly user: { readonly emailVerified: boolean } | null;
  /** The fresh `subscriptions/{uid}` record, or null when there is none (or its read failed, SPEC §8). */
  readonly subscription: { readonly selectedPlan: string; readonly status: string } | null;
  /** True when `getUserSubscription` failed or answered `isExpired` (SPEC §4: treated as expired). */
  readonly subscriptionExpired: boolean;
}

/** One rule of the guard chain: a name for logs and tests, and the redirect it asks for (or null). */
export interface GuardRule {
  readonly name: string;
  readonly spec: string;
  readonly redirect: (path: string, context: GuardContext) => AppPath | null;
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function planExcludes(plan: string, path: string, context: GuardContext): boolean {
  const section = sectionForPath(path);
  return context.subscription?.selectedPlan === plan && section !== null && !isEntitled(plan, section);
}

/**
 * The guard chain: SPEC §2 "Guard order on every navigation", rules 1–7, in the SPEC's order.
 * The first rule that asks for a redirect wins.
 */
export const GUARD_RULES: readonly GuardRule[] = [
  {
    name: 'signedInLeavesAuthScreens',
    spec: 'SPEC §2 guard rule 1',
    redirect: (path, { user }) =>
      user !== null && (path === PATHS.login || path === PATHS.register) ? PATHS.campaigns : null,
  },
  {
    name: 'unverifiedConfinedToVerification',
    spec: 'SPEC §2 guard rule 2',
    redirect: (path, { user }) =>
      user !== null && !user.emailVerified && path !== PATHS.accountVerification
        ? PATHS.accountVerification
        : null,
  },
  {
    name: 'noSubscriptionConfinedToOnboarding',
    spec: 'SPEC §2 guard rule 3',
    redirect: (path, { user, subscription }) =>
      user !== null && user.emailVerified && subscription === null && path !== PATHS.onBoarding
        ? PATHS.onBoarding
        : null,
  },
  {
    name: 'inactiveConfinedToSettings',
    spec: 'SPEC §2 guard rule 4, SPEC §4',
    redirect: (path, { user, subscription, subscriptionExpired }) =>
      user !== null &&
      subscription !== null &&
      (subscription.status !== 'active' || subscriptionExpired) &&
      path !== PATHS.settings
        ? PATHS.settings
        : null,
  },
  {
    name: 'signInRequired',
    spec: 'SPEC §2 guard rule 5',
    // Every section of the main layout needs sign-in (SPEC §2 table); auth screens and unknown paths do not.
    redirect: (path, { user }) => (user === null && sectionForPath(path) !== null ? PATHS.login : null),
  },
  {
    name: 'basicPlanRestrictions',
    spec: 'SPEC §2 guard rule 6, SPEC §6',
    redirect: (path, context) => (planExcludes('Basic', path, context) ? PATHS.settings : null),
  },
  {
    name: 'plusPlanRestrictions',
    spec: 'SPEC §2 guard rule 7, SPEC §6',
    redirect: (path, context) => (planExcludes('Plus', path, context) ? PATHS.settings : null),
  },
];

/**
 * Runs the guard chain for one navigation.
 *
 * @param path - the pathname navigated to (no query or hash)
 * @param context - the visitor: user, fresh subscription record, expired flag
 * @returns the path to redirect to, or null to let the navigation through
 */
export function resolveRedirect(path: string, context: GuardContext): AppPath | null {
  const normalised = normalise(path);
  for (const rule of GUARD_RULES) {
    const target = rule.redirect(normalised, context);
    if (target !== null && target !== normalised) return target;
  }
  return null;
}
