import {
  Collapse,
  DatePicker,
  InputNumber,
  Progress,
  Steps,
  TextArea,
  Upload,
} from 'shared-ui/antd/authoring';
import { Alert, Button, Flex, Input, PasswordInput, Spin } from 'shared-ui/antd/base';
import { Checkbox, Radio, SearchInput, Select, Table } from 'shared-ui/antd/data';
import { Result } from 'shared-ui/antd/feedback';
import { Form } from 'shared-ui/antd/form';
import { Empty, Tag, Tooltip } from 'shared-ui/antd/layout';
import { Drawer, Modal } from 'shared-ui/antd/overlay';
import {
  Card,
  Col,
  Descriptions,
  List,
  Popconfirm,
  Row,
  Segmented,
  Skeleton,
  Tabs,
} from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';

const TABLE_COLUMNS = [{ key: 'primer', dataIndex: 'primer' }];
const TABLE_ROWS = [{ key: 'primer', primer: null }];
/** Enough rows for the pager to show its page-size select (antd shows it from 50 rows). */
const TABLE_PAGINATION = { total: 100, showSizeChanger: true } as const;

/**
 * One of each antd component the sections render (the components of the `shared-ui/antd/*` facades
 * that have styles of their own), so that antd's CSS-in-JS generates their styles while the page is
 * idle instead of on a section's first render. No labels, titles or placeholders of its own; the
 * element is hidden (out of the layout and the accessibility tree). While it stays mounted antd's
 * style cache keeps those entries (antd drops an entry, and generates it again on the next render,
 * when its last user unmounts). e2e/shared-antd.spec.ts fails when a section renders a component
 * this list misses.
 * @returns the hidden element
 */
export function AntdStylePrimer(): ReactElement {
  return (
    <div hidden aria-hidden="true">
      <Alert type="info" />
      <Button />
      <Flex />
      <Spin />
      <Input />
      <PasswordInput />
      <TextArea />
      <SearchInput />
      <InputNumber />
      <Checkbox />
      <Radio.Group optionType="button" options={[{ label: '', value: 'primer' }]} />
      <Select />
      <DatePicker placeholder="" />
      <Table columns={TABLE_COLUMNS} dataSource={TABLE_ROWS} pagination={TABLE_PAGINATION} />
      <Form>
        <Form.Item />
      </Form>
      <Result icon={null} />
      <Empty description={false} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      {/* a preset and a status colour: antd styles each family with a hook of its own */}
      <Tag color="blue" />
      <Tag color="success" />
      <Tooltip />
      <Popconfirm title="" />
      <Modal open={false} />
      <Drawer open={false} />
      <Card />
      <Row>
        <Col />
      </Row>
      <Descriptions items={[]} />
      <List dataSource={TABLE_ROWS} renderItem={() => <List.Item />} />
      <Segmented options={[]} />
      <Skeleton />
      <Tabs items={[]} />
      <Typography.Text />
      <Collapse items={[]} />
      <Progress percent={0} showInfo={false} />
      <Steps items={[]} />
      <Upload />
    </div>
  );
}
