import { THEME } from 'shared-auth/theme';
import { antdStylesheetCss } from './antdStylesheet';

describe('antd’s stylesheet built ahead (docs/decisions/0039-antd-styles-built-ahead.md)', () => {
  const css = antdStylesheetCss();

  it('has the styles of components and options no section of the host uses', () => {
    // A column's own filters, a button in a preset colour, a component no facade provides.
    expect(css).toContain('.ant-table-filter-dropdown');
    expect(css).toContain('.ant-btn-color-purple');
    expect(css).toContain('.ant-slider');
  });

  it('carries the product’s theme as antd’s CSS variables, tag colours under the names the styles read', () => {
    expect(css).toContain(`--ant-color-primary:${THEME.token.colorPrimary}`);
    expect(css).toContain(`--ant-green-7:${THEME.token['green-7']}`);
  });

  it('selects without a per-version hash (one antd per page)', () => {
    expect(css).not.toMatch(/:where\(\.css-[\w-]+\)/);
  });
});
