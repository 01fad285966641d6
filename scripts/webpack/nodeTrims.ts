import Module from 'node:module';
import path from 'node:path';

/*
 * The trims of antdTrims.ts for antd as Node loads it (its CommonJS build, `antd/lib`), which webpack's
 * module replacement does not reach: the host's prerender (host/prerender/writePages.ts) then writes
 * into the pages the styles that the builds' code generates in the browser.
 */

const BUTTON_STYLE = /[\\/]antd[\\/]lib[\\/]button[\\/]style[\\/]index\.js$/;
const NO_PRESET_COLORS = path.join(__dirname, 'noPresetColors.ts');
const STYLE_HOOKS = /[\\/]antd[\\/]lib[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
const COMMON_STYLE = path.join(__dirname, 'commonStyle.ts');
/** A deep import of antd's ES modules (`antd/es/input/Input`, as the facades import some components). */
const ANTD_ES_MODULE = /^antd\/es\/(.+)$/;

/** Node's CommonJS resolver (internal to `node:module`, stable since Node 0.x). */
type ResolveFilename = (
  request: string,
  parent: { readonly filename?: string | null } | undefined,
  ...rest: unknown[]
) => string;

let installed = false;

/**
 * What Node's `require` resolves instead of `request` from the module at `parentFile`: the Button's
 * style without preset colours or the style hooks' helpers with their reset (absolute paths), antd's
 * CommonJS module for a deep import of its ES modules (`antd/es/input/Input` → `antd/lib/input/Input`),
 * or `request` itself.
 */
export function trimmedRequest(request: string, parentFile: string): string {
  if (request === '../../theme/interface' && BUTTON_STYLE.test(parentFile)) return NO_PRESET_COLORS;
  if (request === '../../style' && STYLE_HOOKS.test(parentFile)) return COMMON_STYLE;
  const esModule = ANTD_ES_MODULE.exec(request);
  return esModule ? `antd/lib/${esModule[1]}` : request;
}

/**
 * Installs on Node's `require`: `buttonWithoutPresetColours` (the Button's styles find no preset
 * colours), `resetWithoutAttributeAncestors` (the style hooks' reset), and antd's deep ES-module
 * imports resolved to the same modules in `antd/lib` — as one copy of antd, like webpack's: a second
 * copy would have contexts of its own, and its components would render outside the page's
 * ConfigProvider (the default theme's styles, under another hash).
 * Once per process; call before antd is first required.
 */
export function installNodeTrims(): void {
  if (installed) return;
  installed = true;
  const loader = Module as unknown as { _resolveFilename: ResolveFilename };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function resolveWithTrims(request, parent, ...rest) {
    return resolve.call(this, trimmedRequest(request, parent?.filename ?? ''), parent, ...rest);
  };
}
