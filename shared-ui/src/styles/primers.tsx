import {
  Collapse as AntdCollapse,
  DatePicker as AntdDatePicker,
  InputNumber as AntdInputNumber,
  Progress as AntdProgress,
  Steps as AntdSteps,
  Switch as AntdSwitch,
  TextArea as AntdTextArea,
  Upload as AntdUpload,
} from 'shared-ui/antd/authoring';
import {
  Alert as AntdAlert,
  Button as AntdButton,
  Flex as AntdFlex,
  Input as AntdInput,
  PasswordInput as AntdPasswordInput,
  Spin as AntdSpin,
} from 'shared-ui/antd/base';
import {
  Checkbox as AntdCheckbox,
  Radio as AntdRadio,
  SearchInput as AntdSearchInput,
  Select as AntdSelect,
  Table as AntdTable,
} from 'shared-ui/antd/data';
import { Result as AntdResult } from 'shared-ui/antd/feedback';
import { Form as AntdForm } from 'shared-ui/antd/form';
import {
  Empty as AntdEmpty,
  Space as AntdSpace,
  Tag as AntdTag,
  Tooltip as AntdTooltip,
} from 'shared-ui/antd/layout';
import { Drawer as AntdDrawer, Modal as AntdModal } from 'shared-ui/antd/overlay';
import {
  Card as AntdCard,
  Col as AntdCol,
  Descriptions as AntdDescriptions,
  List as AntdList,
  Popconfirm as AntdPopconfirm,
  Row as AntdRow,
  Segmented as AntdSegmented,
  Skeleton as AntdSkeleton,
  Tabs as AntdTabs,
} from 'shared-ui/antd/panels';
import { Typography as AntdTypography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';

/**
 * One primer per antd component of the facades, by the component's name: the component rendered with
 * no text of its own, so that antd's CSS-in-JS generates its styles. Imported as shared-ui's `primers`
 * namespace; a remote's `StylePrimer` is `stylePrimer(primers.Table, …)` (./stylePrimer.tsx).
 */

const ROWS = [{ key: 'primer', primer: null }];
const COLUMNS = [{ key: 'primer', dataIndex: 'primer' }];
/** Enough rows for the pager to show its page-size select (antd shows it from 50 rows). */
const PAGINATION = { total: 100, showSizeChanger: true } as const;

export const Alert = (): ReactElement => <AntdAlert type="info" />;
export const Button = (): ReactElement => <AntdButton />;
export const Flex = (): ReactElement => <AntdFlex />;
export const Spin = (): ReactElement => <AntdSpin />;
export const Input = (): ReactElement => <AntdInput />;
export const PasswordInput = (): ReactElement => <AntdPasswordInput />;
export const TextArea = (): ReactElement => <AntdTextArea />;
export const SearchInput = (): ReactElement => <AntdSearchInput />;
export const InputNumber = (): ReactElement => <AntdInputNumber />;
export const Checkbox = (): ReactElement => <AntdCheckbox />;
export const Radio = (): ReactElement => (
  <AntdRadio.Group optionType="button" options={[{ label: '', value: 'primer' }]} />
);
export const Select = (): ReactElement => <AntdSelect />;
export const DatePicker = (): ReactElement => <AntdDatePicker placeholder="" />;
export const Table = (): ReactElement => (
  <AntdTable columns={COLUMNS} dataSource={ROWS} pagination={PAGINATION} />
);
export const Form = (): ReactElement => (
  <AntdForm>
    <AntdForm.Item />
  </AntdForm>
);
export const Result = (): ReactElement => <AntdResult icon={null} />;
export const Empty = (): ReactElement => (
  <AntdEmpty description={false} image={AntdEmpty.PRESENTED_IMAGE_SIMPLE} />
);
/** A preset and a status colour: antd styles each family with a hook of its own. */
export const Tag = (): ReactElement => (
  <>
    <AntdTag color="blue" />
    <AntdTag color="success" />
  </>
);
export const Tooltip = (): ReactElement => <AntdTooltip />;
export const Space = (): ReactElement => <AntdSpace />;
export const Popconfirm = (): ReactElement => <AntdPopconfirm title="" />;
export const Modal = (): ReactElement => <AntdModal open={false} />;
export const Drawer = (): ReactElement => <AntdDrawer open={false} />;
export const Card = (): ReactElement => <AntdCard />;
export const Grid = (): ReactElement => (
  <AntdRow>
    <AntdCol />
  </AntdRow>
);
export const Descriptions = (): ReactElement => <AntdDescriptions items={[]} />;
export const List = (): ReactElement => <AntdList dataSource={ROWS} renderItem={() => <AntdList.Item />} />;
export const Segmented = (): ReactElement => <AntdSegmented options={[]} />;
export const Skeleton = (): ReactElement => <AntdSkeleton />;
export const Tabs = (): ReactElement => <AntdTabs items={[]} />;
export const Typography = (): ReactElement => <AntdTypography.Text />;
export const Collapse = (): ReactElement => <AntdCollapse items={[]} />;
export const Progress = (): ReactElement => <AntdProgress percent={0} showInfo={false} />;
export const Steps = (): ReactElement => <AntdSteps items={[]} />;
export const Switch = (): ReactElement => <AntdSwitch size="small" />;
export const Upload = (): ReactElement => <AntdUpload />;
