import { provideAntdStylesheet } from 'shared-auth';

/** antd's stylesheet built ahead, beside the host's code (scripts/webpack/antdStylesheet.ts). */
declare const __ANTD_STYLESHEET__: string;
/** Where the host's code is served from (webpack's public path, found from the script at run time). */
declare const __webpack_public_path__: string;

// Named as the host's container starts, on its own page and on a partner's (embed.js).
provideAntdStylesheet(new URL(__ANTD_STYLESHEET__, __webpack_public_path__).href);

/**
 * Shared modules the host provides for its remotes without rendering them itself: the antd facades
 * of the data, panel, overlay and authoring screens, and dayjs (antd's date pickers extend the one
 * instance). webpack provides a shared package only when the build meets an import of it, so these
 * imports are kept here; nothing calls them, a remote's `loadShare` fetches the chunks the first
 * time it needs them. Provided by the host, every remote's sections use the page's one antd (one
 * theme, one locale, one style cache) instead of its own fallback copy (docs/architecture.md "Sharing").
 */
export const PROVIDED_FOR_REMOTES = {
  'shared-ui/antd/data': () => import('shared-ui/antd/data'),
  'shared-ui/antd/panels': () => import('shared-ui/antd/panels'),
  'shared-ui/antd/overlay': () => import('shared-ui/antd/overlay'),
  'shared-ui/antd/authoring': () => import('shared-ui/antd/authoring'),
  dayjs: () => import('dayjs'),
  // antd's page-level contexts (scripts/webpack/antdContexts.ts): imported here by their path so that
  // webpack provides the very modules the host's own antd uses; a remote's own antd components read them.
  'antd/es/config-provider/context': () => import('antd/es/config-provider/context'),
  'antd/es/theme/context': () => import('antd/es/theme/context'),
  'antd/es/locale/context': () => import('antd/es/locale/context'),
  '@ant-design/cssinjs/es/StyleContext': () => import('@ant-design/cssinjs/es/StyleContext'),
  '@ant-design/icons/es/components/Context': () => import('@ant-design/icons/es/components/Context'),
} as const;
