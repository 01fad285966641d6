import type { Locator, Page } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps';
import { declaredSections } from '../../scripts/webpack/sectionDeclarations';

/** What shows that each section has rendered its data, as the navigation opens it. */
export const SECTION_SHOWN = {
  campaigns: (page: Page): Locator => page.getByTestId('campaigns-table').locator('tbody tr.ant-table-row'),
  reporting: (page: Page): Locator => page.getByTestId('kpi-spend'),
  leads: (page: Page): Locator => page.getByTestId('leads-table').locator('tbody tr.ant-table-row'),
  adLibrary: (page: Page): Locator => page.getByTestId('ad-card'),
  influencers: (page: Page): Locator =>
    page.getByTestId('influencers-table').locator('tbody tr.ant-table-row'),
  createCampaign: (page: Page): Locator => page.getByTestId('step-objective'),
  createPost: (page: Page): Locator => page.getByTestId('media-library'),
  settings: (page: Page): Locator => page.getByRole('heading', { name: 'Subscription' }),
  audiences: (page: Page): Locator => page.getByTestId('audiences-table').locator('tbody tr.ant-table-row'),
} as const;

/** A section of this repository's remotes. */
export type SectionId = keyof typeof SECTION_SHOWN;

function isKnown(id: string): id is SectionId {
  return Object.hasOwn(SECTION_SHOWN, id);
}

/** Every remote's declared sections, as their builds read them, in the navigation's order. */
const DECLARED = APPS.filter((app) => !app.isHost)
  .flatMap((app) => declaredSections(app.dir).map((section) => ({ ...section, remote: app.name })))
  .sort((a, b) => a.order - b.order);

const unknown = DECLARED.filter(({ id }) => !isKnown(id)).map(({ id }) => id);
if (unknown.length > 0) throw new Error(`SECTION_SHOWN says nothing of the sections ${unknown.join(', ')}`);

/** Every section the remotes declare, in the navigation's order. */
export const SECTION_IDS: readonly SectionId[] = DECLARED.map(({ id }) => id).filter(isKnown);

/** Each section's path, as its remote declares it. */
export const SECTION_PATHS = Object.fromEntries(DECLARED.map(({ id, path }) => [id, path])) as Readonly<
  Record<SectionId, string>
>;

/** Every remote's federation name (its key in remotes.json). */
export const REMOTE_NAMES: readonly string[] = APPS.filter((app) => !app.isHost).map((app) => app.name);
