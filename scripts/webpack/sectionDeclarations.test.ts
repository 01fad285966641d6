import { existsSync } from 'node:fs';
import path from 'node:path';
import AppstoreTwoTone from '@ant-design/icons-svg/lib/asn/AppstoreTwoTone';
import { PLAN_CATALOGUE } from '@adplatform/plans';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';
import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';

import { APPS } from '../lib/apps';
import { declaredSections, exposedModules } from './sectionDeclarations';

/** Each remote's declarations, as its build reads them. */
const DECLARED = Object.fromEntries(
  APPS.filter((app) => !app.isHost).map((app) => [app.name, declaredSections(app.dir)]),
) as Readonly<Record<string, readonly SectionDeclaration[]>>;

const all = Object.values(DECLARED).flat();

describe('the remotes\' declared sections (docs/architecture.md "Remotes")', () => {
  it.each(Object.entries(DECLARED))('%s declares valid sections', (_remote, sections) => {
    expect(sectionDeclarationsSchema.safeParse(sections).error?.issues ?? []).toEqual([]);
  });

  it('declare every section once, with an id and a path no other remote uses', () => {
    expect(new Set(all.map(({ id }) => id)).size).toBe(all.length);
    expect(new Set(all.map(({ path }) => path)).size).toBe(all.length);
  });

  it.each(APPS.filter((app) => !app.isHost).map((app) => [app.name, app.dir] as const))(
    '%s has a file for each exposed module its sections declare',
    (_remote, dir) => {
      const missing = exposedModules(dir).filter(
        (module) => !existsSync(path.join(dir, 'src', 'expose', `${module}.tsx`)),
      );
      expect(missing).toEqual([]);
    },
  );

  it('need features some plan has', () => {
    const features = new Set(Object.values(PLAN_CATALOGUE).flatMap((plan) => plan.features));
    expect(all.filter(({ feature }) => !features.has(feature as never))).toEqual([]);
  });
});

describe('a declaration the schema refuses', () => {
  const [valid] = DECLARED.reporting!;

  it.each([
    ['a path with capitals', { path: '/Reporting' }],
    ['a path without its slash', { path: 'reporting' }],
    ['a label missing a language', { label: { 'en-us': 'Reporting' } }],
    ['an exposed module not named as one', { module: './Section' }],
    ['no feature', { feature: '' }],
  ])('%s', (_what, change) => {
    expect(sectionDeclarationsSchema.safeParse([{ ...valid!, ...change }]).success).toBe(false);
  });

  it('two sections with one id, or none at all', () => {
    expect(sectionDeclarationsSchema.safeParse([valid, { ...valid!, path: '/other' }]).success).toBe(false);
    expect(sectionDeclarationsSchema.safeParse([]).success).toBe(false);
  });

  it('a two-tone icon, whose paths are made when it is drawn', () => {
    expect(() => declaredIcon(AppstoreTwoTone)).toThrow('two-tone');
  });
});
