import SettingOutlined from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'settings',
    module: 'Section',
    path: PATHS.settings,
    label: { 'en-us': 'Settings', 'es-es': 'Configuración' },
    icon: declaredIcon(SettingOutlined),
    feature: 'settings',
    order: 5,
  },
] as const satisfies readonly SectionDeclaration[];
