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
