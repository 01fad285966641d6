import { sectionForPath } from './paths';

describe('sectionForPath', () => {
  it.each([
    ['/', 'campaigns'],
    ['/reporting', 'reporting'],
    ['/reporting/', 'reporting'],
    ['/reporting/weekly', 'reporting'],
    ['/leads', 'leads'],
    ['/ad-library', 'adLibrary'],
    ['/connect-influencer', 'influencers'],
    ['/settings', 'settings'],
    ['/create-campaign', 'createCampaign'],
    ['/create-post', 'createPost'],
  ])('%s belongs to %s', (path, section) => {
    expect(sectionForPath(path)).toBe(section);
  });

  it.each(['/login', '/register', '/on-boarding', '/account-verification', '/nope', '/leadsx'])(
    '%s is no section',
    (path) => {
      expect(sectionForPath(path)).toBeNull();
    },
  );
});
