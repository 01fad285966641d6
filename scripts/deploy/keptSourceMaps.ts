import { cpSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FederatedApp } from '../lib/apps';
import { ROOT } from '../lib/emulatorEnv';

/**
 * Where a deploy keeps its apps' source maps, which Hosting never serves (firebase.json `ignore`):
 * `.deploy/sourcemaps/<project>/<release>/<app>/`, read by `npm run stack` to turn a logged stack
 * into source lines (docs/operations.md "Errors and web vitals").
 */
export const SOURCE_MAPS_DIR = path.join(ROOT, '.deploy', 'sourcemaps');

/**
 * Copies every `.map` file of each app's `dist/` into this release's folder.
 * @param release - the release's name, e.g. `2026-12-07T10-00-00Z-a9adc0e`
 * @returns the release's folder
 */
export function keepSourceMaps(
  projectId: string,
  release: string,
  apps: readonly FederatedApp[],
  keptIn = SOURCE_MAPS_DIR,
): string {
  const folder = path.join(keptIn, projectId, release);
  for (const app of apps) {
    const dist = path.join(app.dir, 'dist');
    if (!existsSync(dist)) continue;
    cpSync(dist, path.join(folder, app.name), {
      recursive: true,
      filter: (source) => statSync(source).isDirectory() || source.endsWith('.map'),
    });
  }
  return folder;
}
