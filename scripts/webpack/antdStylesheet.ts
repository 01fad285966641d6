import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { THEME } from 'shared-auth/theme';
import webpack, { type Compiler } from 'webpack';

/**
 * antd's stylesheet built ahead (docs/decisions/0039-antd-styles-built-ahead.md): what antd documents
 * for it, `@ant-design/static-style-extract`, renders every antd component under the product's theme
 * and returns their styles as plain CSS, the CSS variables of the theme's tokens included.
 * @returns the CSS text
 */
export function antdStylesheetCss(): string {
  // Rendering every component, antd warns of those it deprecates: none of them is the product's.
  const warn = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) warn(...args);
  };
  try {
    // Without JSX: webpack's configuration loads through tsx, outside the repository's TSX settings.
    return extractStyle((node) => createElement(ConfigProvider, { theme: THEME }, node));
  } finally {
    console.error = warn;
  }
}

/**
 * Emits antd's stylesheet as `antd.<content hash>.css` into the host's build, and defines
 * `__ANTD_STYLESHEET__` (its file name, relative to the build's public path) for the host's code.
 * The CSS is built once per process, when the configuration is created.
 */
export class AntdStylesheet {
  private readonly css = antdStylesheetCss();
  /** The file's name in the build's folder. */
  readonly fileName = `antd.${createHash('sha256').update(this.css).digest('hex').slice(0, 8)}.css`;

  apply(compiler: Compiler): void {
    new webpack.DefinePlugin({ __ANTD_STYLESHEET__: JSON.stringify(this.fileName) }).apply(compiler);
    compiler.hooks.thisCompilation.tap('AntdStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheet', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.fileName, new webpack.sources.RawSource(this.css)),
      );
    });
  }
}
