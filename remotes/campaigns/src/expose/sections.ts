import FundOutlined from '@ant-design/icons-svg/lib/asn/FundOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'campaigns',
    module: 'Section',
    path: PATHS.campaigns,
    label: { 'en-us': 'Campaigns', 'es-es': 'Campañas' },
    icon: declaredIcon(FundOutlined),
    feature: 'campaigns',
    order: 0,
  },
] as const satisfies readonly SectionDeclaration[];
