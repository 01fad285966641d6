import SettingOutlined from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS: readonly SectionDeclaration[] = [
  {
    id: 'settings',
    module: 'Section',
    path: '/settings',
    label: { 'en-us': 'Settings', 'es-es': 'Configuración' },
    icon: declaredIcon(SettingOutlined),
    feature: 'settings',
    order: 5,
  },
];
