import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'shared-ui/antd/base';
import { Select, Table } from 'shared-ui/antd/data';
import { Tag } from 'shared-ui/antd/layout';
import { DatePicker } from 'shared-ui/antd/authoring';
import { THEME } from 'shared-auth';
import { primeAntdStyles } from './primeAntdStyles';

/** The style elements antd's CSS-in-JS has injected, by their hash. */
function antdStyleHashes(): string[] {
  return [...document.querySelectorAll('style[data-css-hash]')].map(
    (style) => style.getAttribute('data-css-hash') ?? '',
  );
}

// Renders every antd component of the facades in jsdom (antd's development build): seconds, more on
// a busy machine than jest's default 5 s allow.
const RENDERS_EVERY_COMPONENT_MS = 30_000;

it(
  'renders its hidden root once per page, and generates the styles a section then renders with',
  async () => {
    expect(antdStyleHashes()).toHaveLength(0);
    await act(async () => {
      primeAntdStyles();
      primeAntdStyles();
    });
    const roots = document.querySelectorAll<HTMLElement>('[data-antd-style-primer]');
    expect(roots).toHaveLength(1);
    expect(roots[0]?.hidden).toBe(true);
    expect(roots[0]?.querySelector('.ant-table')).not.toBeNull();
    const primed = antdStyleHashes();
    expect(primed.length).toBeGreaterThan(20);

    render(
      <ConfigProvider theme={THEME}>
        <Table
          columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
          dataSource={[{ key: 1, name: 'A' }]}
        />
        <Select options={[{ value: 'a', label: 'A' }]} />
        <DatePicker />
        <Tag color="green">Active</Tag>
        <Tag color="error">Failed</Tag>
      </ConfigProvider>,
    );
    expect(antdStyleHashes()).toEqual(primed);
  },
  RENDERS_EVERY_COMPONENT_MS,
);
