// The shared validation facade (one copy per page) and the languages alone, not the i18n module:
// the host reads declarations on every page, and a copy of either would ship with it.
import * as z from 'shared-auth/validation';
import { LANGUAGES } from '../i18n/languages';
import type { SectionDeclaration } from './sectionDeclaration';

/**
 * What a remote's manifest must declare of its sections (`sectionDeclaration.ts`), checked where the
 * declarations are read: a manifest is another team's release, a trust boundary.
 */

const name = z.string().check(z.minLength(1), z.maxLength(40));
const attrs = z.record(z.string(), z.string());

const iconSchema = z.object({
  name,
  theme: name,
  icon: z.object({
    tag: z.literal('svg'),
    attrs,
    children: z.array(z.object({ tag: name, attrs })).check(z.minLength(1)),
  }),
});

/** One section's declaration. */
export const sectionDeclarationSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][A-Za-z0-9]{1,39}$/)),
  module: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]{1,39}$/)),
  path: z.string().check(z.regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/)),
  label: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, name])) as Record<
      (typeof LANGUAGES)[number],
      typeof name
    >,
  ),
  icon: iconSchema,
  feature: name,
  order: z.number(),
}) satisfies z.ZodMiniType<SectionDeclaration>;

/** A remote's declarations: at least one section, no id or path twice. */
export const sectionDeclarationsSchema = z.array(sectionDeclarationSchema).check(
  z.minLength(1),
  z.refine(
    (sections) => new Set(sections.map(({ id }) => id)).size === sections.length,
    'a section id twice',
  ),
  z.refine((sections) => new Set(sections.map(({ path }) => path)).size === sections.length, 'a path twice'),
);
