import { Button, ConfigProvider, Flex } from 'shared-ui/antd/base';
import { SearchInput, Select, Table } from 'shared-ui/antd/data';
import { Tag } from 'shared-ui/antd/layout';
import { startTransition, type ComponentType, type ReactElement } from 'react';
import { createPrimerRoot, nextTask, PacedPrimers } from 'shared-ui';
import { THEME } from 'shared-auth';

/*
 * The list's first screen generates antd's styles of its components while its rows are read, one
 * component per task, instead of inside the commit that shows the rows (docs/architecture.md
 * "Performance budgets"): the table's first commit was a long task, a third of it antd's CSS-in-JS
 * writing the table's, the checkbox's, the tooltip's… styles. Only components the first screen
 * already loads, so that no byte is added before the table shows.
 */

/** A table as the list's: a fixed, sortable column, row selection, scrolling sideways, loading. */
function TablePrimer(): ReactElement {
  return (
    <Table
      rowKey="id"
      columns={[{ key: 'name', title: '', sorter: true, fixed: 'left', width: 1 }]}
      dataSource={[]}
      rowSelection={{}}
      scroll={{ x: 'max-content' }}
      loading
      pagination={false}
      showSorterTooltip={false}
    />
  );
}

/** The first screen's components, the costliest first. */
const PRIMERS: readonly ComponentType[] = [
  TablePrimer,
  () => <Select />,
  () => <SearchInput />,
  () => <Tag />,
  () => <Button type="primary" />,
  () => <Flex />,
];

let primed = false;

/**
 * Generates the styles of the list's first screen in a hidden React root of its own under the page's
 * theme (antd's style cache is the page's, keyed by the theme's tokens), once per page; called by the
 * section's `prepare`, while the host and the reads are on their way to the list.
 */
export function primeFirstScreenStyles(): void {
  if (primed) return;
  primed = true;
  const root = createPrimerRoot('campaigns-first-screen');
  startTransition(() =>
    root.render(
      <ConfigProvider theme={THEME}>
        {/* One per task, while the rows are read. */}
        <PacedPrimers primers={PRIMERS} pace={nextTask} />
      </ConfigProvider>,
    ),
  );
}
