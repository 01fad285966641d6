/**
 * antd facade `shared-ui/antd/layout`: the signed-in shell and the furniture of every section page
 * (navigation, typography, lists, tags, empty states; cards and tabs are in `shared-ui/antd/panels`).
 * Shared like `shared-ui/antd/base` (see there for the contract); loaded with the main layout,
 * after sign-in.
 */
export {
  Col,
  Dropdown,
  Empty,
  Layout,
  List,
  Menu,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
