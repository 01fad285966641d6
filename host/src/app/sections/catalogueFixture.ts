import FundOutlined from '@ant-design/icons-svg/lib/asn/FundOutlined';
import { PATHS } from 'shared-auth';
import { declaredIcon } from 'shared-auth/section-declaration';
import type { CatalogueSection } from './sectionCatalogue';

const ICON = declaredIcon(FundOutlined);

/** A catalogue section for tests, with labels made from its id. */
export function fixtureSection(
  id: string,
  remote: string,
  module: string,
  path: string,
  order: number,
  feature = id,
): CatalogueSection {
  return {
    id,
    remote,
    module,
    path,
    feature,
    order,
    icon: ICON,
    label: { 'en-us': id, 'es-es': `es ${id}` },
  };
}

/** The built-in sections as their remotes declare them (docs/product-rules.md §2), for tests. */
export const BUILT_IN_SECTIONS: readonly CatalogueSection[] = [
  fixtureSection('campaigns', 'campaigns', 'Section', PATHS.campaigns, 0),
  fixtureSection('reporting', 'reporting', 'Section', PATHS.reporting, 1),
  fixtureSection('leads', 'leads', 'Section', PATHS.leads, 2),
  fixtureSection('adLibrary', 'adLibrary', 'Section', PATHS.adLibrary, 3),
  fixtureSection('influencers', 'influencers', 'Section', PATHS.connectInfluencer, 4),
  fixtureSection('settings', 'settings', 'Section', PATHS.settings, 5),
  fixtureSection('createCampaign', 'creation', 'CreateCampaign', PATHS.createCampaign, 6),
  fixtureSection('createPost', 'creation', 'CreatePost', PATHS.createPost, 7),
];
