/**
 * `npm run hosting:config`: writes every app's Hosting site into firebase.json and the demo
 * project's Hosting targets into .firebaserc (`hostingConfig.ts`). Run it after adding a remote or
 * changing an origin in host/public/remotes.json or the prepaint script; a unit test fails until
 * both files match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { PROJECT_ID, ROOT } from '../lib/emulatorEnv';
import { demoHostingTargets, hostingConfig } from './hostingConfig';
import { remotesOfHost } from './securityHeaders';

/** Rewrites the JSON file at `file` (from the root) as `change` leaves it, formatted as the repository formats JSON. */
async function rewriteJson(file: string, change: (json: Record<string, unknown>) => void): Promise<void> {
  const at = path.join(ROOT, file);
  const json = JSON.parse(readFileSync(at, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(at, await format(JSON.stringify(json, null, 2), { parser: 'json', filepath: at }));
}

async function main(): Promise<void> {
  const sites = hostingConfig(remotesOfHost());
  await rewriteJson('firebase.json', (json) => {
    json.hosting = sites;
  });
  await rewriteJson('.firebaserc', (json) => {
    const targets = (json.targets ?? {}) as Record<string, Record<string, unknown>>;
    targets[PROJECT_ID] = { ...targets[PROJECT_ID], hosting: demoHostingTargets() };
    json.targets = targets;
  });
  console.log(`firebase.json and .firebaserc: ${sites.length} Hosting sites`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
