import Module from 'node:module';
import path from 'node:path';

/*
 * The trims of antdTrims.ts for antd as Node loads it (its CommonJS build, `antd/lib`), which webpack's
 * module replacement does not reach: the host's prerender (host/prerender/writePages.ts) then writes
 * into the pages the styles that the builds' code generates in the browser.
 */

const BUTTON_STYLE = /[\\/]antd[\\/]lib[\\/]button[\\/]style[\\/]index\.js$/;
const NO_PRESET_COLORS = path.join(__dirname, 'noPresetColors.ts');

/** Node's CommonJS resolver (internal to `node:module`, stable since Node 0.x). */
type ResolveFilename = (
  request: string,
  parent: { readonly filename?: string | null } | undefined,
  ...rest: unknown[]
) => string;

let installed = false;

/**
 * Installs `buttonWithoutPresetColours` on Node's `require`: the Button's styles find no preset
 * colours. Once per process; call before antd is first required.
 */
export function installNodeTrims(): void {
  if (installed) return;
  installed = true;
  const loader = Module as unknown as { _resolveFilename: ResolveFilename };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function resolveWithTrims(request, parent, ...rest) {
    if (request === '../../theme/interface' && BUTTON_STYLE.test(parent?.filename ?? '')) {
      return NO_PRESET_COLORS;
    }
    return resolve.call(this, request, parent, ...rest);
  };
}
