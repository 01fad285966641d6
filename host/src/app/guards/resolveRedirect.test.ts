import { PATHS } from 'shared-auth';
import { BUILT_IN_SECTIONS, fixtureSection } from '../sections/catalogueFixture';
import { GUARD_RULES, redirectLocation, resolveRedirect, type GuardContext } from './resolveRedirect';

/** Every route of docs/product-rules.md §2, in the table's order, and one path outside it. */
const PATHS_UNDER_TEST = [...Object.values(PATHS), '/no-such-page'] as const;

type Persona =
  | 'signedOut'
  | 'unverified'
  | 'noSubscription'
  | 'basic'
  | 'plus'
  | 'premium'
  | 'lapsed'
  | 'periodEnded'
  | 'fetchFailed';

const NOW = Date.parse('2026-06-01T00:00:00Z');

const PERSONAS: Record<Persona, GuardContext> = {
  signedOut: {
    user: null,
    subscription: null,
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  unverified: {
    user: { emailVerified: false },
    subscription: null,
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  noSubscription: {
    user: { emailVerified: true },
    subscription: null,
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  basic: {
    user: { emailVerified: true },
    subscription: { selectedPlan: 'Basic', status: 'active' },
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  plus: {
    user: { emailVerified: true },
    subscription: { selectedPlan: 'Plus', status: 'active' },
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  premium: {
    user: { emailVerified: true },
    subscription: { selectedPlan: 'Premium', status: 'active' },
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  lapsed: {
    user: { emailVerified: true },
    subscription: { selectedPlan: 'Plus', status: 'past_due' },
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  periodEnded: {
    user: { emailVerified: true },
    subscription: { selectedPlan: 'Premium', status: 'active', currentPeriodEnd: '2026-05-01T00:00:00.000Z' },
    subscriptionLoadFailed: false,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
  fetchFailed: {
    user: { emailVerified: true },
    subscription: { selectedPlan: 'Premium', status: 'active' },
    subscriptionLoadFailed: true,
    now: NOW,
    sections: BUILT_IN_SECTIONS,
  },
};

// null = stays. One column per path of PATHS_UNDER_TEST, in order.
const S = null;
/** A user whose subscription gives no access (rule 4): every path but /settings and the auth screens. */
const CONFINED_TO_SETTINGS = [
  '/',
  '/settings',
  '/',
  ...Array<string>(6).fill('/settings'),
  S,
  ...Array<string>(3).fill('/settings'),
];
const EXPECTED: Record<Persona, readonly (string | null)[]> = {
  //            register  verify  login   onboard   /   reporting  leads  adlib  influ  settings create-c create-p unknown
  signedOut: [S, S, S, S, '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login', S],
  unverified: ['/', S, '/', ...Array<string>(10).fill('/account-verification')],
  noSubscription: ['/', '/on-boarding', '/', S, ...Array<string>(9).fill('/on-boarding')],
  basic: ['/', S, '/', S, S, S, '/settings', '/settings', S, S, '/settings', S, S],
  plus: ['/', S, '/', S, S, S, '/settings', S, S, S, S, S, S],
  premium: ['/', S, '/', S, S, S, S, S, S, S, S, S, S],
  lapsed: CONFINED_TO_SETTINGS,
  periodEnded: CONFINED_TO_SETTINGS,
  fetchFailed: CONFINED_TO_SETTINGS,
};

describe('resolveRedirect — docs/product-rules.md §2 decision table', () => {
  const rows = (Object.keys(EXPECTED) as Persona[]).flatMap((persona) =>
    PATHS_UNDER_TEST.map((path, index) => [persona, path, EXPECTED[persona][index] ?? null] as const),
  );

  it('has one expectation per persona and path', () => {
    for (const persona of Object.keys(EXPECTED) as Persona[]) {
      expect(EXPECTED[persona]).toHaveLength(PATHS_UNDER_TEST.length);
    }
  });

  it.each(rows)('%s on %s goes to %s', (persona, path, expected) => {
    expect(resolveRedirect(path, PERSONAS[persona])).toBe(expected);
  });

  it('ignores a trailing slash and follows sub-paths of a section', () => {
    expect(resolveRedirect('/leads/', PERSONAS.plus)).toBe('/settings');
    expect(resolveRedirect('/ad-library/boards', PERSONAS.basic)).toBe('/settings');
    expect(resolveRedirect('/reporting/', PERSONAS.signedOut)).toBe('/login');
  });
});

describe('redirectLocation — the locked section (docs/product-rules.md §12)', () => {
  it('names the section a plan does not include when a plan rule sends the user to settings', () => {
    expect(redirectLocation('/leads', PERSONAS.plus)).toBe('/settings?locked=leads');
    expect(redirectLocation('/ad-library/boards', PERSONAS.basic)).toBe('/settings?locked=adLibrary');
    expect(redirectLocation('/create-campaign', PERSONAS.basic)).toBe('/settings?locked=createCampaign');
  });

  it('names no section for the other rules, and lets an allowed path through', () => {
    expect(redirectLocation('/leads', PERSONAS.lapsed)).toBe('/settings');
    expect(redirectLocation('/', PERSONAS.signedOut)).toBe('/login');
    expect(redirectLocation('/leads', PERSONAS.premium)).toBeNull();
  });
});

describe('a section added by a remote (docs/architecture.md "Remotes")', () => {
  const withAudiences = (persona: GuardContext): GuardContext => ({
    ...persona,
    sections: [
      ...persona.sections,
      fixtureSection('audiences', 'audiences', 'Section', '/audiences', 8, 'leads'),
    ],
  });

  it('is guarded like the sections of its feature', () => {
    expect(resolveRedirect('/audiences', withAudiences(PERSONAS.signedOut))).toBe('/login');
    expect(redirectLocation('/audiences/saved', withAudiences(PERSONAS.plus))).toBe('/settings?locked=leads');
    expect(resolveRedirect('/audiences', withAudiences(PERSONAS.premium))).toBeNull();
    expect(resolveRedirect('/audiences', withAudiences(PERSONAS.lapsed))).toBe('/settings');
  });

  it('is no section until a remote declares it', () => {
    expect(resolveRedirect('/audiences', PERSONAS.signedOut)).toBeNull();
  });

  it('needing a feature no plan knows, is locked for every restricted plan', () => {
    const unknown = (persona: GuardContext): GuardContext => ({
      ...persona,
      sections: [fixtureSection('audiences', 'audiences', 'Section', '/audiences', 8, 'audiences')],
    });
    expect(redirectLocation('/audiences', unknown(PERSONAS.basic))).toBe('/settings?locked=audiences');
    expect(redirectLocation('/audiences', unknown(PERSONAS.plus))).toBe('/settings?locked=audiences');
  });
});

describe('GUARD_RULES order', () => {
  it('lists the seven guard rules in the order of the product rules', () => {
    expect(GUARD_RULES.map((rule) => rule.spec.match(/rule (\d)/)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });

  it('lets rule 1 win over rule 2 for an unverified user on /login', () => {
    expect(resolveRedirect('/login', PERSONAS.unverified)).toBe('/');
  });

  it('lets rule 4 win over rule 6 for a lapsed Basic user on /leads', () => {
    const lapsedBasic: GuardContext = {
      ...PERSONAS.basic,
      subscription: { selectedPlan: 'Basic', status: 'canceled' },
    };
    expect(resolveRedirect('/leads', lapsedBasic)).toBe('/settings');
  });
});
