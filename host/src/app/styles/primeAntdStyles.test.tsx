import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'shared-ui/antd/base';
import { Select, Table } from 'shared-ui/antd/data';
import { Tag } from 'shared-ui/antd/layout';
import { DatePicker } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { THEME, type RemoteName } from 'shared-auth';
import { primers, StylePrimerFrame } from 'shared-ui';
import { primeAntdStyles, type StylePrimerLoader } from './primeAntdStyles';

/** The style elements antd's CSS-in-JS has injected, by their hash. */
function antdStyleHashes(): string[] {
  return [...document.querySelectorAll('style[data-css-hash]')].map(
    (style) => style.getAttribute('data-css-hash') ?? '',
  );
}

/** A remote's primer, as a remote's `StylePrimer` module renders it. */
function CampaignsPrimer(): ReactElement {
  return (
    <StylePrimerFrame>
      <primers.Table />
      <primers.Select />
      <primers.Tag />
    </StylePrimerFrame>
  );
}

function ReportingPrimer(): ReactElement {
  return (
    <StylePrimerFrame>
      <primers.DatePicker />
    </StylePrimerFrame>
  );
}

const loadPrimer: StylePrimerLoader = (remote: RemoteName) => {
  if (remote === 'campaigns') return Promise.resolve({ default: CampaignsPrimer });
  if (remote === 'reporting') return Promise.resolve({ default: ReportingPrimer });
  return Promise.reject(new Error(`${remote} is down`));
};

// Renders antd components in jsdom (antd's development build): seconds on a busy machine.
const RENDERS_ANTD_MS = 30_000;

it(
  "renders the remotes' primers in one hidden root per page, leaves out one that fails, and generates the styles a section then renders with",
  async () => {
    expect(antdStyleHashes()).toHaveLength(0);
    await act(async () => {
      await primeAntdStyles(['campaigns', 'reporting', 'leads'], loadPrimer);
      await primeAntdStyles(['campaigns'], loadPrimer);
    });
    const roots = document.querySelectorAll<HTMLElement>('[data-antd-style-primer]');
    expect(roots).toHaveLength(1);
    expect(roots[0]?.hidden).toBe(true);
    expect(roots[0]?.querySelector('[data-style-primer="campaigns"] .ant-table')).not.toBeNull();
    expect(roots[0]?.querySelector('[data-style-primer="reporting"] .ant-picker')).not.toBeNull();
    expect(roots[0]?.querySelector('[data-style-primer="leads"]')).toBeNull();
    const primed = antdStyleHashes();
    expect(primed.length).toBeGreaterThan(5);

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
  RENDERS_ANTD_MS,
);
