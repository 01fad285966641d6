/**
 * embed.js — the integrators' entry (docs/architecture.md "Embedding"): a plain script that needs no React, host
 * or bundler on the page. It reads remotes.json next to itself, loads the remote's `mount` exposed
 * module with the Module Federation runtime and calls it:
 *
 *   <div id="report"></div>
 *   <script src="https://<host site>/embed.js"></script>
 *   <script>AdPlatform.mount(document.getElementById('report'), { remote: 'reporting' });</script>
 *
 * The element's id must not equal a remote's name (e.g. `id="reporting"`) or `host`: the federation
 * runtime would take that element for a container.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { MountModule, MountOptions, Unmount } from 'shared-auth';

/** `AdPlatform.mount`'s options: which remote, then the remote's own {@link MountOptions}. */
export interface EmbedOptions extends MountOptions {
  /** The remote to embed, by its federation name (`reporting`, `leads`, `adLibrary`, …), as remotes.json lists it. */
  readonly remote: string;
}

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href;
const REMOTES_URL = new URL('remotes.json', scriptUrl).href;
/** The host's manifest, next to embed.js: the host's container provides every shared module. */
const HOST_MANIFEST_URL = new URL('mf-manifest.json', scriptUrl).href;

let remoteList: Promise<Readonly<Record<string, unknown>>> | undefined;
let federation: Promise<ModuleFederation> | undefined;

/**
 * The page's federation instance, its share scope filled by the host's container: a remote's
 * production build carries no copy of react, react-dom, shared-auth or antd (webpack.common.ts
 * `sharedScope`), so they come from the host's site, as on the host's own pages.
 */
function embedFederation(): Promise<ModuleFederation> {
  federation ??= (async () => {
    const instance = createInstance({
      name: 'adplatform_embed',
      remotes: [{ name: 'host', entry: HOST_MANIFEST_URL }],
      shareStrategy: 'version-first',
    });
    await Promise.all(instance.initializeSharing('default', { strategy: 'version-first' }));
    // The host's container names antd's stylesheet built ahead for the page's shared-auth, which an
    // embedded section links inside its shadow root (docs/decisions/0039-antd-styles-built-ahead.md).
    await instance.loadRemote('host/providedShares');
    return instance;
  })();
  federation.catch(() => {
    federation = undefined;
  });
  return federation;
}

function readRemoteList(): Promise<Readonly<Record<string, unknown>>> {
  remoteList ??= fetch(REMOTES_URL, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  });
  remoteList.catch(() => {
    remoteList = undefined;
  });
  return remoteList;
}

/**
 * Renders a remote's section into `element` (in its shadow root).
 * @param element - the page's element; its id must not be a remote's name
 * @param options - `remote`, then `module`, `routing`, `language` (see MountOptions)
 * @returns a promise of the function that unmounts
 * @throws Error when remotes.json does not list the remote, or it cannot be loaded
 */
async function mount(element: HTMLElement, options: EmbedOptions): Promise<Unmount> {
  const { remote, ...mountOptions } = options;
  const remotes = await readRemoteList();
  const entry = Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
  if (typeof entry !== 'string') {
    throw new Error(
      `Unknown remote "${String(remote)}"; ${REMOTES_URL} lists: ${Object.keys(remotes).join(', ')}`,
    );
  }
  const instance = await embedFederation();
  instance.registerRemotes([{ name: remote, entry }]);
  const exposed = await instance.loadRemote<MountModule>(`${remote}/mount`);
  if (!exposed || typeof exposed.mount !== 'function') throw new Error(`${remote} exposes no mount`);
  return exposed.mount(element, mountOptions);
}

(window as Window & { AdPlatform?: { mount: typeof mount } }).AdPlatform = { mount };
