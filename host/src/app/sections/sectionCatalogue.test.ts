import { BUILT_IN_SECTIONS, fixtureSection } from './catalogueFixture';
import { catalogueOf } from './checkCatalogue';
import { isHostScreen, sectionAt, sectionLabel } from './sectionCatalogue';

/** A remote's declarations as its manifest carries them (no `remote` field). */
function declared(remote: string, ...sections: ReturnType<typeof fixtureSection>[]) {
  return { remote, sections: sections.map(({ remote: _remote, ...declaration }) => declaration) };
}

const campaigns = fixtureSection('campaigns', 'campaigns', 'Section', '/', 0);
const reporting = fixtureSection('reporting', 'reporting', 'Section', '/reporting', 1);
const audiences = fixtureSection('audiences', 'audiences', 'Section', '/audiences', 8, 'leads');

describe('catalogueOf (docs/architecture.md "Remotes")', () => {
  it('lists every declared section with its remote, in the declared order', () => {
    const { catalogue, refused } = catalogueOf([
      declared('audiences', audiences),
      declared('reporting', reporting),
      declared('campaigns', campaigns),
    ]);
    expect(catalogue.map(({ id, remote }) => `${remote}/${id}`)).toEqual([
      'campaigns/campaigns',
      'reporting/reporting',
      'audiences/audiences',
    ]);
    expect(refused).toEqual([]);
  });

  it('refuses a remote whose declarations do not validate, and only it', () => {
    const { catalogue, refused } = catalogueOf([
      { remote: 'broken', sections: [{ ...audiences, path: 'Audiences' }] },
      { remote: 'none', sections: 'not a list' },
      declared('reporting', reporting),
    ]);
    expect(catalogue.map(({ id }) => id)).toEqual(['reporting']);
    expect(refused).toEqual([
      { remote: 'broken', reason: expect.stringMatching(/^declarations do not validate at 0\.path: /) },
      { remote: 'none', reason: expect.stringMatching(/^declarations do not validate: /) },
    ]);
  });

  it('keeps the first remote to declare an id or a path, and no section on a host screen', () => {
    const { catalogue, refused } = catalogueOf([
      declared('reporting', reporting),
      declared('copycat', { ...audiences, id: 'reporting' }),
      declared('squatter', { ...audiences, path: '/reporting' }),
      declared('phisher', { ...audiences, path: '/login' }),
    ]);
    expect(catalogue.map(({ remote }) => remote)).toEqual(['reporting']);
    expect(refused).toEqual([
      { remote: 'copycat', reason: "section reporting: the id is remote reporting's" },
      { remote: 'squatter', reason: "section audiences: /reporting is remote reporting's" },
      { remote: 'phisher', reason: 'section audiences: /login is a host screen' },
    ]);
  });
});

describe('sectionAt', () => {
  it('finds the section of a path or of a sub-path, and none elsewhere', () => {
    expect(sectionAt(BUILT_IN_SECTIONS, '/')?.id).toBe('campaigns');
    expect(sectionAt(BUILT_IN_SECTIONS, '/leads/lead-1')?.id).toBe('leads');
    expect(sectionAt(BUILT_IN_SECTIONS, '/connect-influencer/')?.id).toBe('influencers');
    expect(sectionAt(BUILT_IN_SECTIONS, '/create-post')?.remote).toBe('creation');
    expect(sectionAt(BUILT_IN_SECTIONS, '/leadsx')).toBeNull();
    expect(sectionAt(BUILT_IN_SECTIONS, '/login')).toBeNull();
  });
});

it('names a section in the language asked for, or in the default one', () => {
  expect(sectionLabel(audiences, 'es-es')).toBe('es audiences');
  expect(sectionLabel(audiences, 'fr-fr')).toBe('audiences');
});

it('knows the host screens, where no section is needed', () => {
  expect(['/login', '/register/', '/account-verification', '/on-boarding'].every(isHostScreen)).toBe(true);
  expect(isHostScreen('/')).toBe(false);
});
