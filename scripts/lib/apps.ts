import path from 'node:path';
import { ROOT } from './emulatorEnv';

/** A federated app of this repository: where it lives and the port it is served on (docs/product-rules.md §11). */
export interface FederatedApp {
  readonly name: string;
  readonly workspace: string;
  readonly dir: string;
  readonly port: number;
  readonly isHost: boolean;
}

function app(name: string, workspace: string, port: number): FederatedApp {
  return { name, workspace, dir: path.join(ROOT, workspace), port, isHost: name === 'host' };
}

/** Every app that exists in this repository, host first. A remote joins this list when it is built. */
export const APPS: readonly FederatedApp[] = [
  app('host', 'host', 3000),
  app('campaigns', 'remotes/campaigns', 3001),
  app('reporting', 'remotes/reporting', 3002),
  app('leads', 'remotes/leads', 3003),
  app('adLibrary', 'remotes/ad-library', 3004),
  app('influencers', 'remotes/influencers', 3005),
  app('settings', 'remotes/settings', 3006),
  app('creation', 'remotes/creation', 3007),
  app('audiences', 'remotes/audiences', 3008),
];

/** The URL an app is served at locally. */
export function appUrl(target: FederatedApp): string {
  return `http://localhost:${target.port}`;
}

/** The embed example (examples/embed): a foreign page on its own origin that embeds a remote. */
export const EMBED_EXAMPLE = { dir: path.join(ROOT, 'examples', 'embed'), port: 3100 } as const;
