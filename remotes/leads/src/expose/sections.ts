import UserAddOutlined from '@ant-design/icons-svg/lib/asn/UserAddOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'leads',
    module: 'Section',
    path: PATHS.leads,
    label: { 'en-us': 'Leads', 'es-es': 'Clientes potenciales' },
    icon: declaredIcon(UserAddOutlined),
    feature: 'leads',
    order: 2,
  },
] as const satisfies readonly SectionDeclaration[];
