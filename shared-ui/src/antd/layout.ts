/**
 * antd facade `shared-ui/antd/layout`: the signed-in shell and what the first screen after sign-in
 * shows around its table (navigation, tags, empty states; cards, tabs, lists, grids and skeletons
 * are in `shared-ui/antd/panels`, Typography in `shared-ui/antd/typography`).
 * Shared like `shared-ui/antd/base` (see there for the contract); loaded with the main layout,
 * after sign-in.
 */
export { Dropdown, Empty, Layout, Menu, Space, Tag, Tooltip } from 'antd';
