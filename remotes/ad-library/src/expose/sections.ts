import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'adLibrary',
    module: 'Section',
    path: PATHS.adLibrary,
    label: { 'en-us': 'Ad library', 'es-es': 'Biblioteca de anuncios' },
    icon: declaredIcon(AppstoreOutlined),
    feature: 'adLibrary',
    order: 3,
  },
] as const satisfies readonly SectionDeclaration[];
