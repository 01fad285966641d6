import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, type FederatedApp } from '../../scripts/lib/apps';
import { serveApp, stopServer } from '../../scripts/lib/staticServer';
import { hostSecurityHeaders, remoteOrigins } from '../../scripts/hosting/securityHeaders';

/**
 * A deployment of its own for the federation tests: the built host and every remote, each copied
 * to its own folder (a "site") and served with its firebase.json hosting headers on ports from
 * `basePort` up, with a remotes.json of this environment and the host's security headers built for it. Remotes can go down, come back and be
 * republished while the host keeps running.
 */
export interface FederationEnv {
  /** The host's origin, e.g. `http://localhost:3200`. */
  readonly hostUrl: string;
  /** Stops a remote's server (connections refused from now on). */
  stop(remote: string): Promise<void>;
  /** Starts a stopped remote's server again, serving what its site holds. */
  start(remote: string): Promise<void>;
  /** Releases a new build of a remote: copies `distDir` over its site, as a hosting deploy does. */
  publish(remote: string, distDir: string): void;
  /**
   * Deploys a remote the environment did not have (left out with `without`): its site from `distDir`,
   * its line in remotes.json, and the host site's headers naming its origin. The host's files stay
   * as they are.
   */
  add(remote: string, distDir: string): Promise<void>;
  /** Stops every server and removes the sites. */
  close(): Promise<void>;
}

/**
 * Copies the builds and starts the servers (build first: `npm run build`).
 * @param basePort - the host's port; remote i gets basePort + 1 + i
 * @param without - remotes not deployed yet (see {@link FederationEnv.add})
 */
export async function startFederationEnv(
  basePort: number,
  { without = [] }: { readonly without?: readonly string[] } = {},
): Promise<FederationEnv> {
  const root = mkdtempSync(path.join(tmpdir(), 'federation-env-'));
  const sites = new Map<string, { app: FederatedApp; dir: string; port: number; server?: Server }>();
  APPS.forEach((app, index) => {
    const dir = path.join(root, app.name);
    if (without.includes(app.name)) mkdirSync(dir);
    else cpSync(path.join(app.dir, 'dist'), dir, { recursive: true });
    sites.set(app.name, { app, dir, port: basePort + index });
  });
  const remotes: Record<string, string> = Object.fromEntries(
    [...sites.values()]
      .filter(({ app }) => !app.isHost && !without.includes(app.name))
      .map(({ app, port }) => [app.name, `http://localhost:${port}/mf-manifest.json`]),
  );
  const writeRemotes = (): void =>
    writeFileSync(path.join(root, 'host', 'remotes.json'), JSON.stringify(remotes, null, 2));
  writeRemotes();

  const site = (name: string) => {
    const found = sites.get(name);
    if (!found) throw new Error(`No app named ${name}`);
    return found;
  };
  const start = async (name: string): Promise<void> => {
    const entry = site(name);
    entry.server ??= await serveApp(entry.app, {
      publicDir: entry.dir,
      port: entry.port,
      // This deployment's remotes live on its own ports: its host's policy names them.
      headers: entry.app.isHost ? hostSecurityHeaders(remoteOrigins(remotes)) : undefined,
    });
  };
  const stop = async (name: string): Promise<void> => {
    const entry = site(name);
    if (entry.server) await stopServer(entry.server);
    entry.server = undefined;
  };
  for (const name of sites.keys()) if (!without.includes(name)) await start(name);
  return {
    hostUrl: `http://localhost:${basePort}`,
    stop,
    start,
    publish: (name, distDir) => cpSync(distDir, site(name).dir, { recursive: true }),
    add: async (name, distDir) => {
      const entry = site(name);
      cpSync(distDir, entry.dir, { recursive: true });
      await start(name);
      remotes[name] = `http://localhost:${entry.port}/mf-manifest.json`;
      writeRemotes();
      // The host site's policy names every remote's origin: its headers are deployed again.
      const host = [...sites.values()].find(({ app }) => app.isHost)!;
      await stop(host.app.name);
      await start(host.app.name);
    },
    close: async () => {
      for (const name of sites.keys()) await stop(name);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
