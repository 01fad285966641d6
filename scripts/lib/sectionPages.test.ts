import { declaredSections } from '../webpack/sectionDeclarations';
import { APPS } from './apps';
import { SECTION_PAGES } from './sectionPages';

it('lists every section the remotes declare once, campaigns last (docs/performance.md)', () => {
  const declared = APPS.filter((app) => !app.isHost).flatMap((app) => declaredSections(app.dir));
  const listed = SECTION_PAGES.map(({ nav }) => nav);
  expect([...listed].sort()).toEqual(declared.map(({ id }) => `nav-${id}`).sort());
  expect(listed.at(-1)).toBe('nav-campaigns');
});
