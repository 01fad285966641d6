import path from 'node:path';
import webpack, { type RuleSetRule } from 'webpack';

/**
 * rc-field-form's entry only adds statics to its own Form (`RefForm.Field = Field`, …) but its package
 * does not say it is free of side effects, so antd's `FormProvider` import in every input's context
 * pulled the whole form engine and async-validator (17 KB gzip) onto pages without a form, /login
 * among them (docs/architecture.md "Performance budgets"). Declared side-effect free, webpack reaches `FormProvider` directly.
 */
export const RC_FIELD_FORM_INDEX: RuleSetRule = {
  test: /[\\/]rc-field-form[\\/]es[\\/]index\.js$/,
  sideEffects: false,
};

const RADIO_GROUP = /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/;

/**
 * antd's `Radio.Group` imports one two-line helper (`toNamePathStr`) from the module of antd's
 * `Form.useForm`, which brings rc-field-form's form store and scroll-into-view with it: 7 KB gzip on
 * every page with a table (antd's Table imports Radio for row selection), / among them (docs/architecture.md "Performance budgets"
 * budget ≤ 450 KB). Webpack cannot leave the rest out because the same module serves antd's Form
 * elsewhere in the build. For `Radio.Group` only, the import resolves to the same helper on its own
 * (radioNamePath.ts, checked equal to antd's by its test).
 */
export function radioGroupNamePath(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/form\/hooks\/useForm$/, (resource) => {
    if (RADIO_GROUP.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'radioNamePath.ts');
    }
  });
}

/**
 * rc-resize-observer imports `resize-observer-polyfill`, which uses the browser's `ResizeObserver`
 * when there is one and otherwise carries a fallback of 2.4 KB gzip onto every page with a table,
 * a select or a tooltip, / among them (docs/architecture.md "Performance budgets"). Every browser the
 * builds target has the native observer: the import resolves to it (nativeResizeObserver.ts).
 */
export function nativeResizeObserver(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^resize-observer-polyfill$/, (resource) => {
    resource.request = path.join(__dirname, 'nativeResizeObserver.ts');
  });
}

const CONFIG_PROVIDER_RENDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]UnstableContext\.js$/;

/**
 * antd's config-provider takes its default render function (for `message`, `notification` and
 * `Modal.confirm`) from rc-util's `React/render`, whose `unmount` is compiled to a generator with
 * Babel's regenerator runtime: 3 KB gzip on every page, /login and / among them (docs/architecture.md
 * "Performance budgets"). Under React 19 that default cannot render at all (`react-dom` has no
 * `render` left), which is why antd's React 19 patch replaces it. For the config-provider only, the
 * import resolves to the same two functions on React 19's own roots (rootRender.ts, tested).
 */
export function configProviderRootRender(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^rc-util\/es\/React\/render$/, (resource) => {
    if (CONFIG_PROVIDER_RENDER.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'rootRender.ts');
    }
  });
}

const TABLE_FILTER_HOOK = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;

/**
 * antd's Table imports its column filter dropdown, and with it antd's Tree (rc-tree), Menu, Dropdown
 * and the filter's search box: about 10 KB gzip on every page with a table, / among them
 * (docs/architecture.md "Performance budgets", ≤ 450 KB), though antd renders the dropdown only for
 * a column that declares filters, and no table of the app does: the lists filter on the server, from
 * their filter bars. For the table's filter hook only, the import resolves to a stand-in that keeps
 * antd's `flattenKeys` and fails loudly if a column ever declares filters (noColumnFilters.ts).
 */
export function tableWithoutColumnFilters(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/FilterDropdown$/, (resource) => {
    if (TABLE_FILTER_HOOK.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'noColumnFilters.ts');
    }
  });
}

const CSSINJS = /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]/;

/**
 * antd's CSS-in-JS asks rc-util to write a component's styles each time an instance of it mounts:
 * rc-util then lists the page's style elements and reads the text of the one it finds, tens of KB,
 * to compare it — a third of a table's first commit on a mid-range phone (docs/architecture.md
 * "Performance budgets"). For the CSS-in-JS only, the import resolves to the same functions with a
 * memory of what they wrote (rememberedStyles.ts): the same text under the same key, still in the
 * page, is not read again.
 */
export function cssinjsRemembersStyles(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^rc-util\/es\/Dom\/dynamicCSS$/, (resource) => {
    if (CSSINJS.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'rememberedStyles.ts');
    }
  });
}

/**
 * antd's CSS-in-JS writes the styles a screen's components first need inside the commit that shows
 * the screen (its hook runs as a React insertion effect): on `/` a quarter of the table's first
 * commit, one long task on a mid-range phone (docs/architecture.md "Performance budgets"). For the
 * CSS-in-JS's cache hook only, the import resolves to the hook as the CSS-in-JS has it for React
 * before 18 (stylesInRender.ts): each style is written while the first component that needs it
 * renders, in the render's slices.
 */
export function cssinjsWritesInRender(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/useCompatibleInsertionEffect$/, (resource) => {
    if (CSSINJS.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'stylesInRender.ts');
    }
  });
}

const MEASURE_ROW = /[\\/]rc-table[\\/]es[\\/]Body[\\/]MeasureRow\.js$/;

/**
 * rc-table measures a table's columns when it mounts (each cell's whole-pixel `offsetWidth`, read in
 * a layout effect: a forced style and layout pass of the whole page inside the table's first commit,
 * and the table rendered again in the same task) and whenever the resize observer around each cell
 * reports (the layout's fractional width, so the table rendered once more for the difference)
 * (docs/architecture.md "Performance budgets"). For rc-table's measure row only, the cell leaves the
 * measure to the observer (measureCell.tsx): the table paints first, the observer reports the
 * widths the browser's own layout found, and the table renders once more in a task of its own.
 */
export function tableMeasuresAsItsObserver(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/MeasureCell$/, (resource) => {
    if (MEASURE_ROW.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'measureCell.tsx');
    }
  });
}

const RC_TABLE = /[\\/]rc-table[\\/]es[\\/]Table\.js$/;

/**
 * rc-table measures the scrollbar's size of every table as it mounts — a probe element and a style
 * written into the page, read back: a style and layout pass of the whole page inside the table's
 * first commit, a tenth of a second on a mid-range phone (docs/architecture.md "Performance
 * budgets") — though it reads the size only where the header is a table of its own above a
 * scrolling body (`scroll.y`, `sticky`, a virtual table). For rc-table only, the import resolves to
 * a measure that answers 0 without measuring for a table in one piece (scrollbarSize.ts), as every
 * table of the app's first screens is.
 */
export function tableMeasuresScrollbarWhenItScrolls(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^rc-util\/es\/getScrollBarSize$/, (resource) => {
    if (RC_TABLE.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'scrollbarSize.ts');
    }
  });
}

/**
 * rc-table counts a pinned column it has not measured yet as 0 px wide: a table pinned from its row
 * selection's checkbox pins the next column at 0 on its first render, then renders every row again
 * when the resize observer reports the checkbox's width — a task of its own after the first paint of
 * the campaigns list on a mid-range phone (docs/architecture.md "Performance budgets"). For rc-table
 * only, the offsets count the width such a column declares in px until it is measured
 * (stickyOffsets.ts): a table whose pinned columns declare the widths they are laid out at renders
 * its rows once.
 */
export function tableOffsetsFromDeclaredWidths(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/hooks\/useStickyOffsets$/, (resource) => {
    if (RC_TABLE.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'stickyOffsets.ts');
    }
  });
}

const TABLE_BODY = /[\\/]rc-table[\\/]es[\\/]Body[\\/]index\.js$/;

/**
 * rc-table's body selects the measured column widths from the table's context to place expanded rows
 * that start after some columns, and renders every row again each time a width changes: twice after
 * the campaigns list's first paint (the first layout's widths, then the row controls' wider columns),
 * about 200 components a time, though no table of the app expands rows (docs/architecture.md
 * "Performance budgets"). For rc-table's body only, the context's selector leaves the widths out
 * while no expanded row is offset (tableBodyContext.ts); pinned cells still follow their offsets.
 */
export function tableBodyWithoutUnusedWidths(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^@rc-component\/context$/, (resource) => {
    if (TABLE_BODY.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'tableBodyContext.ts');
    }
  });
}

const BUTTON_STYLE = /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]index\.js$/;

/**
 * antd's Button generates, with its own styles, a set for each of the thirteen preset colours a
 * button may take (`color="purple"` in solid, outlined, dashed, filled, text and link variants): two
 * thirds of its CSS (48 of 72 KB) written into every page that shows a button and generated on a
 * mid-range phone in a task of its own longer than a tenth of a second (docs/architecture.md
 * "Performance budgets"), though no button of the app takes a preset colour. For the Button's styles
 * only, the preset colours resolve to none (noPresetColors.ts).
 */
export function buttonWithoutPresetColours(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/\.\.\/theme\/interface$/, (resource) => {
    if (BUTTON_STYLE.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'noPresetColors.ts');
    }
  });
}

const STYLE_HOOKS = /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;

/**
 * antd's style hooks start each component's styles with a reset that, for a component without a root
 * class (Table, Select, Input, Checkbox, Modal), selects the elements inside by an attribute selector
 * in the ancestor's place (`[class^="ant-table"] [class^="ant-table"]`): with one such selector in
 * a page, each change of an element's class attribute restyles every element with a class below it
 * (rc-table's scroll shadows on its root: 325 elements, 80–157 ms on a mid-range phone after the
 * campaigns table's first commit; docs/architecture.md "Performance budgets"). For the style hooks
 * only, the helpers resolve to antd's with that reset written without one (commonStyle.ts): the same
 * declarations on the same elements, at the same specificity.
 */
export function resetWithoutAttributeAncestors(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/\.\.\/style$/, (resource) => {
    if (STYLE_HOOKS.test(resource.contextInfo.issuer)) {
      resource.request = path.join(__dirname, 'commonStyle.ts');
    }
  });
}
