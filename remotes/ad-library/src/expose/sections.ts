import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS: readonly SectionDeclaration[] = [
  {
    id: 'adLibrary',
    module: 'Section',
    path: '/ad-library',
    label: { 'en-us': 'Ad library', 'es-es': 'Biblioteca de anuncios' },
    icon: declaredIcon(AppstoreOutlined),
    feature: 'adLibrary',
    order: 3,
  },
];
