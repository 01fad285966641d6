import BarChartOutlined from '@ant-design/icons-svg/lib/asn/BarChartOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'reporting',
    module: 'Section',
    path: PATHS.reporting,
    label: { 'en-us': 'Reporting', 'es-es': 'Informes' },
    icon: declaredIcon(BarChartOutlined),
    feature: 'reporting',
    order: 1,
  },
] as const satisfies readonly SectionDeclaration[];
