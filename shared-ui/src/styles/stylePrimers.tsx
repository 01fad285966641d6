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
import { Empty, Space, Tag, Tooltip } from 'shared-ui/antd/layout';
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
import type { ComponentType, ReactElement, ReactNode } from 'react';

/*
 * One primer per antd component of the facades: the component rendered with no text of its own, so
 * that antd's CSS-in-JS generates its styles. A remote's exposed `StylePrimer` is
 * `stylePrimer(...)` of the primers of the components its sections use (docs/architecture.md
 * "Performance budgets"); for a component the remote bundles itself it passes a primer of its own.
 */

const ROWS = [{ key: 'primer', primer: null }];
const COLUMNS = [{ key: 'primer', dataIndex: 'primer' }];
/** Enough rows for the pager to show its page-size select (antd shows it from 50 rows). */
const PAGINATION = { total: 100, showSizeChanger: true } as const;

/** Hides a remote's primers: out of the layout and the accessibility tree. */
export function StylePrimerFrame({ children }: { readonly children: ReactNode }): ReactElement {
  return (
    <div hidden aria-hidden="true">
      {children}
    </div>
  );
}

export const AlertPrimer = (): ReactElement => <Alert type="info" />;
export const ButtonPrimer = (): ReactElement => <Button />;
export const FlexPrimer = (): ReactElement => <Flex />;
export const SpinPrimer = (): ReactElement => <Spin />;
export const InputPrimer = (): ReactElement => <Input />;
export const PasswordInputPrimer = (): ReactElement => <PasswordInput />;
export const TextAreaPrimer = (): ReactElement => <TextArea />;
export const SearchInputPrimer = (): ReactElement => <SearchInput />;
export const InputNumberPrimer = (): ReactElement => <InputNumber />;
export const CheckboxPrimer = (): ReactElement => <Checkbox />;
export const RadioPrimer = (): ReactElement => (
  <Radio.Group optionType="button" options={[{ label: '', value: 'primer' }]} />
);
export const SelectPrimer = (): ReactElement => <Select />;
export const DatePickerPrimer = (): ReactElement => <DatePicker placeholder="" />;
export const TablePrimer = (): ReactElement => (
  <Table columns={COLUMNS} dataSource={ROWS} pagination={PAGINATION} />
);
export const FormPrimer = (): ReactElement => (
  <Form>
    <Form.Item />
  </Form>
);
export const ResultPrimer = (): ReactElement => <Result icon={null} />;
export const EmptyPrimer = (): ReactElement => (
  <Empty description={false} image={Empty.PRESENTED_IMAGE_SIMPLE} />
);
/** A preset and a status colour: antd styles each family with a hook of its own. */
export const TagPrimer = (): ReactElement => (
  <>
    <Tag color="blue" />
    <Tag color="success" />
  </>
);
export const TooltipPrimer = (): ReactElement => <Tooltip />;
export const SpacePrimer = (): ReactElement => <Space />;
export const PopconfirmPrimer = (): ReactElement => <Popconfirm title="" />;
export const ModalPrimer = (): ReactElement => <Modal open={false} />;
export const DrawerPrimer = (): ReactElement => <Drawer open={false} />;
export const CardPrimer = (): ReactElement => <Card />;
export const GridPrimer = (): ReactElement => (
  <Row>
    <Col />
  </Row>
);
export const DescriptionsPrimer = (): ReactElement => <Descriptions items={[]} />;
export const ListPrimer = (): ReactElement => <List dataSource={ROWS} renderItem={() => <List.Item />} />;
export const SegmentedPrimer = (): ReactElement => <Segmented options={[]} />;
export const SkeletonPrimer = (): ReactElement => <Skeleton />;
export const TabsPrimer = (): ReactElement => <Tabs items={[]} />;
export const TypographyPrimer = (): ReactElement => <Typography.Text />;
export const CollapsePrimer = (): ReactElement => <Collapse items={[]} />;
export const ProgressPrimer = (): ReactElement => <Progress percent={0} showInfo={false} />;
export const StepsPrimer = (): ReactElement => <Steps items={[]} />;
export const UploadPrimer = (): ReactElement => <Upload />;

/**
 * What every remote's section renders through shared-ui's building blocks: the entitlement gate's
 * spinner, the upgrade notice, a list's load error and its pager.
 */
export function SectionFramePrimers(): ReactElement {
  return (
    <>
      <SpinPrimer />
      <ButtonPrimer />
      <ResultPrimer />
      <AlertPrimer />
      <FlexPrimer />
    </>
  );
}

/**
 * A remote's `StylePrimer` component (shared-auth `StylePrimerModule`): the primers of the section
 * frame every remote renders, then `primers`, all hidden.
 * @param primers - one component per antd component the remote's sections render
 */
export function stylePrimer(...primers: readonly ComponentType[]): ComponentType {
  function StylePrimer(): ReactElement {
    return (
      <StylePrimerFrame>
        <SectionFramePrimers />
        {primers.map((Primer, index) => (
          <Primer key={index} />
        ))}
      </StylePrimerFrame>
    );
  }
  return StylePrimer;
}
