/**
 * antd facade `shared-ui/antd/layout`: the signed-in shell and the furniture of every section page
 * (navigation, cards, lists, tabs, empty states). Shared like `shared-ui/antd/base` (see there for
 * the contract); loaded with the main layout, after sign-in.
 */
export {
  Card,
  Col,
  Descriptions,
  Dropdown,
  Empty,
  Layout,
  List,
  Menu,
  Popconfirm,
  Row,
  Skeleton,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
