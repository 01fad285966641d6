import PlusCircleOutlined from '@ant-design/icons-svg/lib/asn/PlusCircleOutlined';
import EditOutlined from '@ant-design/icons-svg/lib/asn/EditOutlined';
import { PATHS } from 'shared-auth/routes';
import { declaredIcon, type SectionDeclaration } from 'shared-auth/section-declaration';

/**
 * The sections this remote renders, as its manifest declares them (`metaData.sections`, written by
 * the build: webpack.common.ts): read by the host before any of this remote's code runs
 * (docs/architecture.md "Remotes").
 */
export const SECTIONS = [
  {
    id: 'createCampaign',
    module: 'CreateCampaign',
    path: PATHS.createCampaign,
    label: { 'en-us': 'Create campaign', 'es-es': 'Crear campaña' },
    icon: declaredIcon(PlusCircleOutlined),
    feature: 'createCampaign',
    order: 6,
  },
  {
    id: 'createPost',
    module: 'CreatePost',
    path: PATHS.createPost,
    label: { 'en-us': 'Create post', 'es-es': 'Crear publicación' },
    icon: declaredIcon(EditOutlined),
    feature: 'createPost',
    order: 7,
  },
] as const satisfies readonly SectionDeclaration[];
