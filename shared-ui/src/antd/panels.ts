/**
 * antd facade `shared-ui/antd/panels`: the content panels of the report, detail and authoring
 * screens — cards, tabs, description lists, segmented switches, lists, the grid, skeletons,
 * confirmation pop-ups. Kept out of `shared-ui/antd/layout` because the campaigns list, the first
 * screen after sign-in, shows none of them before its table (antd's Card alone brings Tabs and its
 * machinery; the list of campaign drafts loads after the table): docs/performance.md, /.
 * Shared like `shared-ui/antd/base` (see there for the contract).
 */
export { Card, Col, Descriptions, List, Popconfirm, Row, Segmented, Skeleton, Tabs } from 'antd';
