/**
 * antd facade `shared-ui/antd/typography`: antd's Typography (titles, text, paragraphs, links, with
 * copy, edit and ellipsis). Apart from `shared-ui/antd/layout` because its edit mode brings a
 * TextArea: the campaigns list (the first screen after sign-in) titles itself with shared-ui's
 * `PageTitle` instead (docs/performance.md, /). Shared like `shared-ui/antd/base` (see there for the
 * contract).
 */
export { Typography } from 'antd';
