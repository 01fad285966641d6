import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'influencers',
    module: 'Section',
    path: PATHS.connectInfluencer,
    label: { 'en-us': 'Influencers', 'es-es': 'Influencers' },
    icon: declaredIcon(TeamOutlined),
    feature: 'influencers',
    order: 4,
  },
] as const satisfies readonly SectionDeclaration[];
