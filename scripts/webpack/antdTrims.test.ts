import { readdirSync, readFileSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import FilterDropdown, { flattenKeys } from './noColumnFilters';
import { PresetColors } from './noPresetColors';
import { installNodeTrims } from './nodeTrims';
import { parseStyle } from '@ant-design/cssinjs/lib/hooks/useStyleRegister';
import { genCommonStyle as antdReset } from 'antd/es/style';
import { genCommonStyle } from './commonStyle';

/**
 * The build-time trims of antdTrims.ts rest on facts about antd and rc-field-form as installed. Each
 * test here fails when an upgrade changes such a fact underneath the trim.
 */
const NODE_MODULES = path.join(__dirname, '..', '..', 'node_modules');
const read = (file: string): string => readFileSync(path.join(NODE_MODULES, file), 'utf8');
const ROOT = path.join(__dirname, '..', '..');

/** The TypeScript sources under `folder`, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The JavaScript files under `folder`. */
function sourceFilesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFilesOf(file);
    return name.endsWith('.js') ? [file] : [];
  });
}

/** The app's sources — host, shared-ui, every remote — that match `pattern` (asserting there are many). */
function appSourcesMatching(pattern: RegExp): string[] {
  const sources = [
    'host/src',
    'shared-ui/src',
    ...readdirSync(path.join(ROOT, 'remotes')).map((remote) => `remotes/${remote}/src`),
  ].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  expect(sources.length).toBeGreaterThan(100);
  return sources.filter((file) => pattern.test(readFileSync(file, 'utf8')));
}

describe('the trims of antd rest on what the packages ship', () => {
  it("rc-field-form's entry only adds statics to its Form: it may be declared free of side effects", () => {
    const statements = read('rc-field-form/es/index.js')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/^(import|export|\/\/)/.test(line));
    for (const statement of statements) {
      expect(statement).toMatch(/^(var \w+ = .*;|RefForm\.\w+ = \w+;)$/);
    }
    expect(statements.some((statement) => statement.startsWith('RefForm.FormProvider'))).toBe(true);
  });

  it("antd's Radio.Group takes only toNamePathStr from antd's useForm module (the import replaced for it)", () => {
    const group = read('antd/es/radio/group.js');
    const imports = [...group.matchAll(/import \{([^}]*)\} from '\.\.\/form\/hooks\/useForm';/g)];
    expect(imports).toHaveLength(1);
    expect(imports[0]?.[1]?.trim()).toBe('toNamePathStr');
  });

  it('the ResizeObserver polyfill defers to the native observer, and rc-resize-observer takes only its default export', () => {
    const polyfill = read('resize-observer-polyfill/dist/ResizeObserver.es.js');
    expect(polyfill).toMatch(
      /if \(typeof global\$1\.ResizeObserver !== 'undefined'\) \{\s*return global\$1\.ResizeObserver;/,
    );
    const observerUtil = read('rc-resize-observer/es/utils/observerUtil.js');
    expect(observerUtil.match(/from 'resize-observer-polyfill'/g)).toHaveLength(1);
    expect(observerUtil).toContain("import ResizeObserver from 'resize-observer-polyfill';");
  });

  it("antd's config-provider takes only render and unmount from rc-util's React/render (the import replaced for it)", () => {
    const provider = read('antd/es/config-provider/UnstableContext.js');
    const imports = [...provider.matchAll(/import \{([^}]*)\} from "rc-util\/es\/React\/render";/g)];
    expect(imports).toHaveLength(1);
    expect(imports[0]?.[1]?.trim()).toBe('render, unmount');
    expect(provider).toContain('render(node, container);');
    expect(provider).toContain('return unmount(container);');
  });
});

describe("antd's table column filters, left out of the builds (tableWithoutColumnFilters)", () => {
  it('reach the table only through its filter hook, which imports the dropdown and flattenKeys alone', () => {
    const hook = read('antd/es/table/hooks/useFilter/index.js');
    expect(hook.match(/from '\.\/FilterDropdown';/g)).toHaveLength(1);
    expect(hook).toContain("import FilterDropdown, { flattenKeys } from './FilterDropdown';");
    // The dropdown renders only for a column that declares filters.
    expect(hook).toContain("if (column.filters || filterDropdownIsDefined || 'onFilter' in column) {");
  });

  it('are declared by no column of the app: the lists filter on the server', () => {
    const FILTER_PROPS =
      /\b(filterDropdown|onFilter|filteredValue|defaultFilteredValue|filterIcon|filterMode|filterSearch|filterMultiple)\b|\bfilters\s*:\s*(\[\s*\{|[\w.]+\.map\()/;
    expect(appSourcesMatching(FILTER_PROPS)).toEqual([]);
  });

  it("keep antd's flattenKeys", () => {
    const filters = [
      { text: 'A', value: 'a', children: [{ text: 'B', value: 'b', children: [{ text: 'C', value: 'c' }] }] },
      { text: 'D', value: 'd' },
    ];
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
    expect(flattenKeys(filters)).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it('fail loudly if a column ever declares them', () => {
    expect(() => FilterDropdown()).toThrow(/column filters are left out/);
  });
});

it("antd's CSS-in-JS takes only updateCSS and removeCSS from rc-util's dynamicCSS, which rememberedStyles.ts provides (cssinjsRemembersStyles)", () => {
  const importers = [
    'util/index.js',
    'hooks/useStyleRegister.js',
    'hooks/useCSSVarRegister.js',
    'hooks/useCacheToken.js',
  ];
  for (const file of importers) {
    const source = read(`@ant-design/cssinjs/es/${file}`);
    const imports = [...source.matchAll(/import \{([^}]*)\} from "rc-util\/es\/Dom\/dynamicCSS";/g)];
    expect(imports).toHaveLength(1);
    for (const name of imports[0]?.[1]?.split(',') ?? [])
      expect(['updateCSS', 'removeCSS']).toContain(name.trim());
  }
  // rc-util writes a key's element again only when its text differs: what rememberedStyles.ts skips.
  expect(read('rc-util/es/Dom/dynamicCSS.js')).toContain('if (existNode.innerHTML !== css) {');
});

it("antd's CSS-in-JS takes its insertion hook in its cache hook alone, and its own hook for React before 18 is what stylesInRender.ts does (cssinjsWritesInRender)", () => {
  const hooks = path.join(NODE_MODULES, '@ant-design/cssinjs/es');
  const importers = sourceFilesOf(hooks).filter((file) =>
    /from "\.\/useCompatibleInsertionEffect";/.test(readFileSync(file, 'utf8')),
  );
  expect(importers.map((file) => path.relative(hooks, file))).toEqual([
    path.join('hooks', 'useGlobalCache.js'),
  ]);
  expect(read('@ant-design/cssinjs/es/hooks/useGlobalCache.js')).toContain(
    'import useCompatibleInsertionEffect from "./useCompatibleInsertionEffect";',
  );
  const hook = read('@ant-design/cssinjs/es/hooks/useCompatibleInsertionEffect.js');
  expect(hook).toMatch(
    /var useInsertionEffectPolyfill = function useInsertionEffectPolyfill\(renderEffect, effect, deps\) \{\s*React\.useMemo\(renderEffect, deps\);\s*useLayoutEffect\(function \(\) \{\s*return effect\(true\);\s*\}, deps\);\s*\};/,
  );
});

it("rc-table's measure row takes its cell from ./MeasureCell alone, and the observer around it reports the fractional width (tableMeasuresAsItsObserver)", () => {
  const row = read('rc-table/es/Body/MeasureRow.js');
  expect(row.match(/from "\.\/MeasureCell";/g)).toHaveLength(1);
  expect(row).toContain('onColumnResize(columnKey, size.offsetWidth);');
  // The cell measureCell.tsx replaces: these props, a whole-pixel measure on mount (the one it leaves out), an observer around it.
  const cell = read('rc-table/es/Body/MeasureCell.js');
  expect(cell).toContain('onColumnResize(columnKey, cellRef.current.offsetWidth);');
  for (const prop of ['columnKey', 'onColumnResize', 'prefixCls', 'title'])
    expect(cell).toContain(`_ref.${prop}`);
  const observer = read('rc-resize-observer/es/SingleObserver/index.js');
  expect(observer).toContain(
    'var mergedOffsetWidth = offsetWidth === Math.round(width) ? width : offsetWidth;',
  );
});

it("rc-table takes its sticky offsets from ./hooks/useStickyOffsets alone, and its rows render again only when a column's offsets change (tableOffsetsFromDeclaredWidths)", () => {
  const table = read('rc-table/es/Table.js');
  expect(table.match(/from "\.\/hooks\/useStickyOffsets";/g)).toHaveLength(1);
  expect(table).toContain('useStickyOffsets(colWidths, flattenColumns, direction);');
  // The rows read the pinned cells' offsets through this list, kept while equal in value.
  expect(read('rc-table/es/hooks/useFixedInfo.js')).toContain('return !isEqual(prev, next);');
  expect(read('rc-table/es/hooks/useRowInfo.js')).toContain("'fixedInfoList'");
});

it("rc-table's body takes its context selector from @rc-component/context alone, and reads the measured widths only to offset expanded rows (tableBodyWithoutUnusedWidths)", () => {
  const body = read('rc-table/es/Body/index.js');
  expect(body.match(/from '@rc-component\/context';/g)).toHaveLength(1);
  expect(body).toContain("import { useContext } from '@rc-component/context';");
  expect(body.match(/useContext\(/g)).toHaveLength(1);
  expect(body).toContain("'expandedRowOffset', 'fixedInfoList', 'colWidths']");
  // The one use of the widths: where an expanded row offset by some columns sticks.
  expect(body.match(/colWidths/g)).toHaveLength(5);
  expect(body).toContain('expandedStickyStart += colWidths[i] || 0;');
  expect(body).toContain('}, [flattenColumns.length, expandedRowOffset, colWidths]);');
  expect(body).toContain('for (var i = 0; i < expandedRowOffset; i += 1) {');
});

it('rc-table measures the scrollbar of a table in one piece at its -content element and reads the size only for a header of its own (tableMeasuresScrollbarWhenItScrolls)', () => {
  const table = read('rc-table/es/Table.js');
  expect(table.match(/from "rc-util\/es\/getScrollBarSize";/g)).toHaveLength(1);
  expect(table).toContain('setScrollbarSize(getTargetScrollBarSize(scrollBodyRef.current).width);');
  // The one-piece table's scrolling element, the one scrollbarSize.ts answers 0 for.
  expect(table).toMatch(
    /className: classNames\(""\.concat\(prefixCls, "-content"\)\),\s+onScroll: onInternalScroll,\s+ref: scrollBodyRef/,
  );
  // Who reads the size: the fixed header, and an expanded row under a fixed header.
  expect(table).toContain('if (fixHeader || isSticky) {');
  expect(read('rc-table/es/FixedHolder/index.js')).toContain(
    'var combinationScrollBarSize = isSticky && !fixHeader ? 0 : scrollbarSize;',
  );
  expect(read('rc-table/es/Body/ExpandedRow.js')).toContain('(fixHeader && !isEmpty ? scrollbarSize : 0)');
  const readers = ['Body/ExpandedRow.js', 'FixedHolder/index.js', 'Table.js'];
  for (const file of readers) expect(read(`rc-table/es/${file}`)).toContain('scrollbarSize');
});

describe("antd's Button without styles for preset colours (buttonWithoutPresetColours)", () => {
  it('takes only the preset colours from the theme, for those styles alone', () => {
    for (const [build, importLine] of [
      ['es', "import { PresetColors } from '../../theme/interface';"],
      ['lib', 'var _interface = require("../../theme/interface");'],
    ] as const) {
      const style = read(`antd/${build}/button/style/index.js`);
      expect(style.match(/\.\.\/\.\.\/theme\/interface/g)).toHaveLength(1);
      expect(style).toContain(importLine);
      // Used once: the reduce over the colours that builds `-color-<preset>` rules.
      expect(style.match(/PresetColors\b/g)).toHaveLength(build === 'es' ? 2 : 1);
      expect(style).toMatch(/PresetColors\.reduce\(\(prev, colorKey\) => \{/);
    }
  });

  it('are needed by no button of the app: none takes a preset colour', () => {
    const PRESET_COLOUR_BUTTON = /<\w*Button\b[^<>]*?\scolor=|ButtonProps=\{\{[^}]*\bcolor:/s;
    expect(appSourcesMatching(PRESET_COLOUR_BUTTON)).toEqual([]);
    // The pattern finds one.
    expect(PRESET_COLOUR_BUTTON.test('<Button\n  type="primary"\n  color="purple"\n/>')).toBe(true);
  });

  it('resolve to none, in the builds and in Node (the prerender)', () => {
    expect(PresetColors).toEqual([]);
    installNodeTrims();
    const resolver = Module as unknown as {
      _resolveFilename: (request: string, parent: { id: string; filename: string }) => string;
    };
    const buttonStyle = path.join(NODE_MODULES, 'antd/lib/button/style/index.js');
    expect(
      resolver._resolveFilename('../../theme/interface', { id: buttonStyle, filename: buttonStyle }),
    ).toBe(path.join(__dirname, 'noPresetColors.ts'));
    const tagStyle = path.join(NODE_MODULES, 'antd/lib/tag/style/presetCmp.js');
    expect(resolver._resolveFilename('../../theme/interface', { id: tagStyle, filename: tagStyle })).toBe(
      path.join(NODE_MODULES, 'antd/lib/theme/interface/index.js'),
    );
  });
});

describe("antd's reset without attribute selectors in the ancestor's place (resetWithoutAttributeAncestors)", () => {
  const token = { fontFamily: 'Inter', fontSize: 14 };
  /** The reset's CSS under the page's hash, as the CSS-in-JS writes it (nested, before stylis). */
  const css = (style: unknown): string =>
    parseStyle(style as never, { hashId: 'css-h', hashPriority: 'low' })[0];

  it("is taken by antd's style hooks from '../../style', in the builds and in Node (the prerender)", () => {
    expect(read('antd/es/theme/util/genStyleUtils.js')).toContain(
      "import { genCommonStyle, genIconStyle, genLinkStyle } from '../../style';",
    );
    expect(read('antd/lib/theme/util/genStyleUtils.js')).toContain('var _style = require("../../style");');
    expect(read('antd/lib/theme/util/genStyleUtils.js')).toContain('getCommonStyle: _style.genCommonStyle');
    installNodeTrims();
    const resolver = Module as unknown as {
      _resolveFilename: (request: string, parent: { id: string; filename: string }) => string;
    };
    const hooks = path.join(NODE_MODULES, 'antd/lib/theme/util/genStyleUtils.js');
    expect(resolver._resolveFilename('../../style', { id: hooks, filename: hooks })).toBe(
      path.join(__dirname, 'commonStyle.ts'),
    );
  });

  it("antd's selects the inside of a component without a root class by an attribute ancestor", () => {
    expect(css(antdReset(token as never, 'ant-table'))).toContain(
      '[class^="ant-table"], [class*=" ant-table"]{box-sizing:border-box;',
    );
    expect(css(antdReset(token as never, 'ant-table'))).toMatch(/^:where\(\.css-h\)\[class\^="ant-table"\],/);
  });

  it('writes the same reset for a component with a root class', () => {
    expect(genCommonStyle(token, 'ant-btn', 'ant-btn')).toEqual(
      antdReset(token as never, 'ant-btn', 'ant-btn'),
    );
    expect(genCommonStyle(token, 'ant-btn', 'ant-btn', false)).toEqual(
      antdReset(token as never, 'ant-btn', 'ant-btn', false),
    );
  });

  it('writes the inside of one without, by the hash ancestor and at the same specificity (0,2,0)', () => {
    expect(css(genCommonStyle(token, 'ant-table'))).toBe(
      ':where(.css-h)[class^="ant-table"],:where(.css-h)[class*=" ant-table"]' +
        '{font-family:Inter;font-size:14px;box-sizing:border-box;&::before, &::after{box-sizing:border-box;}}' +
        ':where(.css-h):where(*) [class^="ant-table"][class],:where(.css-h):where(*) [class*=" ant-table"][class]' +
        '{box-sizing:border-box;&::before, &::after{box-sizing:border-box;}}',
    );
    expect(css(genCommonStyle(token, 'ant-table', undefined, false))).not.toContain('font-family');
  });
});
