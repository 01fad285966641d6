import { readFileSync } from 'node:fs';
import path from 'node:path';
import AppstoreTwoTone from '@ant-design/icons-svg/lib/asn/AppstoreTwoTone';
import { PLAN_CATALOGUE } from '@adplatform/plans';
import { REMOTE_SECTIONS, type RemoteName } from 'shared-auth/contracts';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';
import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';
import { SECTION_IDS, SECTION_PATHS } from 'shared-auth/routes';

import { APPS } from '../lib/apps';
import { ROOT } from '../lib/emulatorEnv';
import { declaredSections } from './sectionDeclarations';

/** Each remote's declarations, as its build reads them. */
const DECLARED = Object.fromEntries(
  APPS.filter((app) => !app.isHost).map((app) => [app.name, declaredSections(app.dir)]),
) as unknown as Readonly<Record<RemoteName, readonly SectionDeclaration[]>>;

/** The navigation's names of the sections today, by language (shared-auth's translations). */
function sectionNames(language: string): Record<string, string> {
  const file = path.join(ROOT, 'shared-auth', 'src', 'i18n', 'locales', `${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { sections: Record<string, string> }).sections;
}

const all = Object.values(DECLARED).flat();

describe('the remotes\' declared sections (docs/architecture.md "Remotes")', () => {
  it.each(Object.entries(DECLARED))('%s declares valid sections', (_remote, sections) => {
    expect(sectionDeclarationsSchema.safeParse(sections).error?.issues ?? []).toEqual([]);
  });

  it('declare every section once, with an id and a path no other remote uses', () => {
    expect(all.map(({ id }) => id).sort()).toEqual([...SECTION_IDS].sort());
    expect(new Set(all.map(({ path }) => path)).size).toBe(all.length);
  });

  // Until the host builds its navigation and routes from the declarations, they must say what the
  // host's own tables say.
  it.each(Object.entries(DECLARED))(
    "%s declares what the host's tables say of its sections",
    (remote, sections) => {
      for (const section of sections) {
        const contract = REMOTE_SECTIONS[remote as RemoteName] as Readonly<Record<string, string>>;
        expect(contract[section.module]).toBe(section.id);
        expect(section.path).toBe(SECTION_PATHS[section.id as keyof typeof SECTION_PATHS]);
        expect(section.label).toEqual({
          'en-us': sectionNames('en-us')[section.id],
          'es-es': sectionNames('es-es')[section.id],
        });
        expect(section.order).toBe(SECTION_IDS.indexOf(section.id as (typeof SECTION_IDS)[number]));
      }
    },
  );

  it('need features some plan has', () => {
    const features = new Set(Object.values(PLAN_CATALOGUE).flatMap((plan) => plan.features));
    expect(all.filter(({ feature }) => !features.has(feature as never))).toEqual([]);
  });
});

describe('a declaration the schema refuses', () => {
  const [valid] = DECLARED.reporting;

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
