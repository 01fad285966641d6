/**
 * antd facade `shared-ui/antd/base`: what the sign-in page and every other screen needs (theme,
 * styles, form controls, inline feedback). Shared as ONE module per page (webpack.common.ts `sharedScope`):
 * the host provides it, a remote uses the host's copy and falls back to its own only without a host
 * (embedded or standalone). One antd instance per page means one theme, one locale, one style cache.
 *
 * The export list is a contract between separately built apps: a remote that needs a component
 * this list lacks adds it here and bumps shared-ui's minor version (the build's version check then
 * asks for a host built with it first). Types come from `antd` directly (`import type`).
 */
import '@ant-design/v5-patch-for-react-19';

export { createCache, StyleProvider } from '@ant-design/cssinjs';
export {
  Alert,
  Button,
  ConfigProvider,
  Flex,
  Form,
  Input,
  Segmented,
  Space,
  Spin,
  theme,
  Typography,
} from 'antd';
export { default as enUS } from 'antd/es/locale/en_US';
export { default as esES } from 'antd/es/locale/es_ES';
