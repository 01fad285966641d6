import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appFederation } from './appPackage';
import { ROOT } from './emulatorEnv';

/** A federated app of this repository: where it lives and the port it is served on (docs/product-rules.md §11). */
export interface FederatedApp {
  readonly name: string;
  readonly workspace: string;
  readonly dir: string;
  readonly port: number;
  readonly isHost: boolean;
}

function app(root: string, workspace: string): FederatedApp {
  const dir = path.join(root, workspace);
  const { name, port } = appFederation(dir);
  return { name, workspace, dir, port, isHost: name === 'host' };
}

/**
 * Every app of the repository at `root`, host first, then the remotes by port: the host and each
 * folder of `remotes/` with a package.json, as each declares itself (`appPackage.ts`).
 * @throws Error when an app's declaration is missing or malformed, or two apps declare one name or one port
 */
export function discoverApps(root: string): FederatedApp[] {
  const remotesDir = path.join(root, 'remotes');
  const remotes = readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(remotesDir, entry.name, 'package.json')))
    .map((entry) => app(root, `remotes/${entry.name}`))
    .sort((a, b) => a.port - b.port);
  const apps = [app(root, 'host'), ...remotes];
  for (const key of ['name', 'port'] as const) {
    const seen = new Map<string | number, string>();
    for (const candidate of apps) {
      const first = seen.get(candidate[key]);
      if (first) throw new Error(`${candidate.workspace} declares the ${key} of ${first}: ${candidate[key]}`);
      seen.set(candidate[key], candidate.workspace);
    }
  }
  return apps;
}

/** Every app that exists in this repository, host first, then the remotes by port. */
export const APPS: readonly FederatedApp[] = discoverApps(ROOT);

/** The URL an app is served at locally. */
export function appUrl(target: FederatedApp): string {
  return `http://localhost:${target.port}`;
}

/** The embed example (examples/embed): a foreign page on its own origin that embeds a remote. */
export const EMBED_EXAMPLE = { dir: path.join(ROOT, 'examples', 'embed'), port: 3100 } as const;
