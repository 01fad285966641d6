import UsergroupAddOutlined from '@ant-design/icons-svg/lib/asn/UsergroupAddOutlined';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes"). Audiences inform the targeting of the campaigns a plan lets one
 * create, so the section needs campaign creation's feature; its data is the reporting rollups
 * every plan may read.
 */
export const SECTIONS = [
  {
    id: 'audiences',
    module: 'Section',
    path: '/audiences',
    label: { 'en-us': 'Audiences', 'es-es': 'Audiencias' },
    icon: declaredIcon(UsergroupAddOutlined),
    feature: 'createCampaign',
    order: 8,
  },
] as const satisfies readonly SectionDeclaration[];
