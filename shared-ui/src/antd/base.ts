/**
 * antd facade `shared-ui/antd/base`: what the sign-in page needs and nothing more (theme, styles,
 * form controls, inline feedback, the start-up spinner): it is the largest part of the JavaScript
 * before /login is interactive (docs/performance.md). antd's Form lives in `shared-ui/antd/form`, page
 * furniture (Typography, Space, …) in `shared-ui/antd/layout`.
 *
 * Shared as ONE module per page (webpack.common.ts `sharedScope`): the host provides it, a remote
 * uses the host's copy and falls back to its own only without a host (embedded or standalone). One antd instance per page means one theme, one locale, one style cache.
 *
 * The export list is a contract between separately built apps: a remote that needs a component
 * this list lacks adds it here and bumps shared-ui's minor version (the build's version check then
 * asks for a host built with it first). Types come from `antd` directly (`import type`).
 */
export { createCache, StyleProvider } from '@ant-design/cssinjs';
export { Alert, Button, ConfigProvider, Flex, Spin, theme } from 'antd';
// antd's `Input` carries TextArea, Search, OTP and Group as statics; the sign-in page needs the plain
// input and the password field only (TextArea is in `authoring`, SearchInput in `data`).
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export { default as enUS } from 'antd/es/locale/en_US';
