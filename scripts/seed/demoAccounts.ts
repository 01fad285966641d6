import type { MemberRole, PlanId } from '@adplatform/plans';

/** Every demo account's password (docs/product-rules.md §11). */
export const DEMO_PASSWORD = 'demo1234';

/** A demo account: who it is, and the subscription record the seed writes for it (if any). */
export interface DemoAccount {
  readonly key: 'basic' | 'plus' | 'premium' | 'lapsed' | 'new' | 'unverified';
  readonly email: string;
  readonly displayName: string;
  readonly emailVerified: boolean;
  readonly subscription: { readonly selectedPlan: PlanId; readonly status: string } | null;
  /** How many campaigns the seed gives the account. */
  readonly campaigns: number;
}

/** The demo accounts of docs/product-rules.md §11, in the order the start script prints them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'basic',
    email: 'basic@demo.test',
    displayName: 'Bea Basic',
    emailVerified: true,
    subscription: { selectedPlan: 'Basic', status: 'active' },
    campaigns: 26,
  },
  {
    key: 'plus',
    email: 'plus@demo.test',
    displayName: 'Pablo Plus',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'active' },
    campaigns: 28,
  },
  {
    key: 'premium',
    email: 'premium@demo.test',
    displayName: 'Priya Premium',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
    campaigns: 32,
  },
  {
    key: 'lapsed',
    email: 'lapsed@demo.test',
    displayName: 'Lars Lapsed',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'past_due' },
    campaigns: 12,
  },
  {
    key: 'new',
    email: 'new@demo.test',
    displayName: 'Nina New',
    emailVerified: true,
    subscription: null,
    campaigns: 0,
  },
  {
    key: 'unverified',
    email: 'unverified@demo.test',
    displayName: 'Uma Unverified',
    emailVerified: false,
    subscription: null,
    campaigns: 0,
  },
];

/** A demo member of another demo account (docs/product-rules.md §10.9): covered by its plan. */
export interface DemoMember {
  readonly email: string;
  readonly displayName: string;
  /** The demo account whose member it is. */
  readonly account: DemoAccount['key'];
  readonly role: MemberRole;
}

/** The members the seed gives the Premium demo account: an admin and an analyst. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { email: 'admin@demo.test', displayName: 'Adam Admin', account: 'premium', role: 'admin' },
  { email: 'analyst@demo.test', displayName: 'Ana Analyst', account: 'premium', role: 'analyst' },
];

/** The demo account with `key`. @throws Error for an unknown key. */
export function demoAccount(key: DemoAccount['key']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}

/**
 * The large account of the benchmarks (docs/product-rules.md §11): Premium, 10,000 campaigns with a
 * year of delivery, seeded apart (`npm run seed:scale`) because it takes a minute.
 */
export const SCALE_ACCOUNT = {
  email: 'scale@demo.test',
  displayName: 'Sam Scale',
  campaigns: 10_000,
} as const;

/**
 * The demo account that runs its campaigns on Meta and Google Ads (docs/product-rules.md §10.10): the
 * seed gives each stand-in its person and ad account, and the product's sync brings them in.
 */
export const DEMO_NETWORKS_ACCOUNT = {
  email: 'ads@demo.test',
  displayName: 'Maya Outdoor',
  subscription: { selectedPlan: 'Plus', status: 'active' },
  /** The days of delivery each network holds. */
  days: 365,
  meta: {
    /** Who manages the ad account on Meta (the stand-in's person). */
    person: 'maya@demo-meta.test',
    adAccount: {
      id: 'act_3000000301',
      name: 'Maya Outdoor – US',
      currency: 'USD',
      timezone_name: 'America/New_York',
    },
    campaigns: 24,
  },
  googleAds: {
    /** Who reaches the customer on Google Ads (the stand-in's person). */
    person: 'maya@demo-google.test',
    customer: {
      id: '3000000302',
      descriptiveName: 'Maya Outdoor – Search',
      currencyCode: 'USD',
      timeZone: 'America/New_York',
    },
    campaigns: 12,
  },
} as const;

/**
 * premium@'s Facebook Page on the Meta stand-in, whose lead forms' leads the account receives
 * (docs/product-rules.md §10.3): the seed connects Meta with lead forms on, and the product's own
 * backfill and webhook bring the Page's leads in.
 */
export const DEMO_LEAD_PAGE = {
  account: 'premium',
  /** Who manages the Page on Meta (the stand-in's person). */
  person: 'priya@demo-meta.test',
  /** Its Page, and the Instagram professional account linked to it (through which creators are read). */
  page: { id: '1500000303', name: 'Priya’s Trail Shop', instagram: 'priyastrailshop' },
  formId: '1600000303',
  /** Leads left before the Page was chosen, over the last `days`, which the backfill brings in. */
  pastLeads: 24,
  days: 80,
} as const;
