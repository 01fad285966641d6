import { isSectionPath } from './paths';

describe('isSectionPath', () => {
  it.each([
    ['/', '/'],
    ['/reporting', '/reporting'],
    ['/reporting/', '/reporting'],
    ['/reporting/weekly', '/reporting'],
    ['/connect-influencer', '/connect-influencer'],
  ])('%s belongs to the section at %s', (pathname, sectionPath) => {
    expect(isSectionPath(pathname, sectionPath)).toBe(true);
  });

  it.each([
    ['/login', '/'],
    ['/reporting', '/'],
    ['/leadsx', '/leads'],
    ['/lead', '/leads'],
    ['/settings', '/reporting'],
  ])('%s does not belong to the section at %s', (pathname, sectionPath) => {
    expect(isSectionPath(pathname, sectionPath)).toBe(false);
  });
});
