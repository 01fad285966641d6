import { isNavigation, type NavigationPoint } from './navigationKey';

const at = (pathname: string, search = '', key = 'k1'): NavigationPoint => ({ pathname, search, key });

describe('isNavigation', () => {
  it('counts the first location', () => {
    expect(isNavigation(null, at('/'))).toBe(true);
  });

  it('counts a move to another path, whatever the query string', () => {
    expect(isNavigation(at('/'), at('/reporting', '', 'k2'))).toBe(true);
    expect(isNavigation(at('/', '?campaign=a'), at('/leads', '?campaign=a', 'k2'))).toBe(true);
  });

  it('counts the same address entered again (a new history entry)', () => {
    expect(isNavigation(at('/reporting'), at('/reporting', '', 'k2'))).toBe(true);
  });

  it('does not count a change of the query string alone (a screen’s own state)', () => {
    expect(isNavigation(at('/'), at('/', '?campaign=a', 'k2'))).toBe(false);
    expect(isNavigation(at('/', '?campaign=a'), at('/', '', 'k3'))).toBe(false);
  });

  it('does not count a render of the same entry', () => {
    expect(isNavigation(at('/', '?q=x'), at('/', '?q=x'))).toBe(false);
  });
});
