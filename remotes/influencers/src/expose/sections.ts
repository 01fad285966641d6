import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS: readonly SectionDeclaration[] = [
  {
    id: 'influencers',
    module: 'Section',
    path: '/connect-influencer',
    label: { 'en-us': 'Influencers', 'es-es': 'Influencers' },
    icon: declaredIcon(TeamOutlined),
    feature: 'influencers',
    order: 4,
  },
];
