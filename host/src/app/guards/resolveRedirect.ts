import {
  LOCKED_SECTION_PARAM,
  PATHS,
  isEntitled,
  isExpiredSubscription,
  isFeatureId,
  isSectionPath,
  normalisePath,
  type AppPath,
} from 'shared-auth';
import type { SectionDeclaration } from 'shared-auth/section-declaration';

/** What the guard needs of a section: where it is and the plan feature it needs. */
export type GuardedSection = Pick<SectionDeclaration, 'path' | 'feature'>;

/** What the guard chain knows about the visitor. No React, no Firebase: plain data. */
export interface GuardContext {
  /** The signed-in user, or null when signed out. */
  readonly user: { readonly emailVerified: boolean } | null;
  /**
   * The `subscriptions/{uid}` record read for this navigation, or null when there is none (or its read
   * failed, docs/product-rules.md §8). The one source of the decision: plan, status and period.
   */
  readonly subscription: {
    readonly selectedPlan: string;
    readonly status: string;
    /** ISO-8601; null or absent when the record has no period. */
    readonly currentPeriodEnd?: string | null;
  } | null;
  /** True when `getUserSubscription` failed: the user is treated as expired (docs/product-rules.md §8). */
  readonly subscriptionLoadFailed: boolean;
  /** The moment the record was read (ms since the epoch): its period has ended if it ended before. */
  readonly now: number;
  /** The sections the remotes declare (docs/architecture.md "Remotes"): every other path is no section. */
  readonly sections: readonly GuardedSection[];
}

/** One rule of the guard chain: a name for logs and tests, and the redirect it asks for (or null). */
export interface GuardRule {
  readonly name: string;
  readonly spec: string;
  readonly redirect: (path: string, context: GuardContext) => AppPath | null;
  /** The rule keeps a section from the user's plan: its redirect names that section (`?locked=`). */
  readonly locksSection?: true;
}

/** docs/product-rules.md §4: not active, its period ended, or its load failed. */
function notActive({ subscription, subscriptionLoadFailed, now }: GuardContext): boolean {
  if (subscription === null) return false;
  const periodEnd = subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null;
  return subscriptionLoadFailed || isExpiredSubscription(subscription.status, periodEnd, new Date(now));
}

/** The section at `path` (its path or a sub-path), or null. */
function sectionAt(path: string, { sections }: GuardContext): GuardedSection | null {
  return sections.find((section) => isSectionPath(path, section.path)) ?? null;
}

/** A feature no plan knows is included in none (docs/product-rules.md §6). */
function planExcludes(plan: string, path: string, context: GuardContext): boolean {
  const section = sectionAt(path, context);
  return (
    context.subscription?.selectedPlan === plan &&
    section !== null &&
    !(isFeatureId(section.feature) && isEntitled(plan, section.feature))
  );
}

/**
 * The guard chain: docs/product-rules.md §2 "Guard order on every navigation", rules 1–7, in that order.
 * The first rule that asks for a redirect wins.
 */
export const GUARD_RULES: readonly GuardRule[] = [
  {
    name: 'signedInLeavesAuthScreens',
    spec: 'docs/product-rules.md §2 guard rule 1',
    redirect: (path, { user }) =>
      user !== null && (path === PATHS.login || path === PATHS.register) ? PATHS.campaigns : null,
  },
  {
    name: 'unverifiedConfinedToVerification',
    spec: 'docs/product-rules.md §2 guard rule 2',
    redirect: (path, { user }) =>
      user !== null && !user.emailVerified && path !== PATHS.accountVerification
        ? PATHS.accountVerification
        : null,
  },
  {
    name: 'noSubscriptionConfinedToOnboarding',
    spec: 'docs/product-rules.md §2 guard rule 3',
    redirect: (path, { user, subscription }) =>
      user !== null && user.emailVerified && subscription === null && path !== PATHS.onBoarding
        ? PATHS.onBoarding
        : null,
  },
  {
    name: 'inactiveConfinedToSettings',
    spec: 'docs/product-rules.md §2 guard rule 4, docs/product-rules.md §4',
    redirect: (path, context) =>
      context.user !== null && notActive(context) && path !== PATHS.settings ? PATHS.settings : null,
  },
  {
    name: 'signInRequired',
    spec: 'docs/product-rules.md §2 guard rule 5',
    // Every section of the main layout needs sign-in (docs/product-rules.md §2 table); auth screens and unknown paths do not.
    redirect: (path, context) => (context.user === null && sectionAt(path, context) ? PATHS.login : null),
  },
  {
    name: 'basicPlanRestrictions',
    spec: 'docs/product-rules.md §2 guard rule 6, docs/product-rules.md §6',
    redirect: (path, context) => (planExcludes('Basic', path, context) ? PATHS.settings : null),
    locksSection: true,
  },
  {
    name: 'plusPlanRestrictions',
    spec: 'docs/product-rules.md §2 guard rule 7, docs/product-rules.md §6',
    redirect: (path, context) => (planExcludes('Plus', path, context) ? PATHS.settings : null),
    locksSection: true,
  },
];

/**
 * Runs the guard chain for one navigation.
 *
 * @param path - the pathname navigated to (no query or hash)
 * @param context - the visitor: user, the subscription record read for this navigation, load failure, now
 * @returns the path to redirect to, or null to let the navigation through
 */
export function resolveRedirect(path: string, context: GuardContext): AppPath | null {
  return firstRedirect(path, context)?.target ?? null;
}

function firstRedirect(path: string, context: GuardContext): { rule: GuardRule; target: AppPath } | null {
  const normalised = normalisePath(path);
  for (const rule of GUARD_RULES) {
    const target = rule.redirect(normalised, context);
    if (target !== null && target !== normalised) return { rule, target };
  }
  return null;
}

/**
 * Where the guard sends the visitor: {@link resolveRedirect}'s path, with the feature the plan does
 * not include when a plan rule fired (`/settings?locked=leads`, docs/product-rules.md §12), so that
 * settings can say why and offer the upgrade.
 * @returns the location to navigate to, or null to let the navigation through
 */
export function redirectLocation(path: string, context: GuardContext): string | null {
  const redirect = firstRedirect(path, context);
  if (!redirect) return null;
  const section = redirect.rule.locksSection ? sectionAt(normalisePath(path), context) : null;
  return section ? `${redirect.target}?${LOCKED_SECTION_PARAM}=${section.feature}` : redirect.target;
}
