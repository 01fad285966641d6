/**
 * antd facade `shared-ui/antd/panels`: the content panels of the report, detail and authoring
 * screens — cards, tabs, description lists, segmented switches. Kept out of `shared-ui/antd/layout`
 * because antd's Card brings Tabs and its machinery (about 19 KB gzip with the rest of this list),
 * which the campaigns list, the first screen after sign-in, does not show (ISSUE 5 budget of /).
 * Shared like `shared-ui/antd/base` (see there for the contract).
 */
export { Card, Descriptions, Segmented, Tabs } from 'antd';
