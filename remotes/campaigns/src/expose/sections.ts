import FundOutlined from '@ant-design/icons-svg/lib/asn/FundOutlined';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS: readonly SectionDeclaration[] = [
  {
    id: 'campaigns',
    module: 'Section',
    path: '/',
    label: { 'en-us': 'Campaigns', 'es-es': 'Campañas' },
    icon: declaredIcon(FundOutlined),
    feature: 'campaigns',
    order: 0,
  },
];
