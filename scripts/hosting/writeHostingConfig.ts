/**
 * `npm run hosting:headers`: writes the host's security headers (`securityHeaders.ts`) into its
 * firebase.json site, as one rule for every path. Run it after a remote's origin changes in
 * host/public/remotes.json; a unit test fails until firebase.json matches.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { ROOT } from '../lib/emulatorEnv';
import {
  hostSecurityHeaders,
  remotesOfHost,
  setHostSecurityHeaders,
  type HostingConfig,
} from './securityHeaders';

async function main(): Promise<void> {
  const file = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as HostingConfig;
  const headers = hostSecurityHeaders(remotesOfHost());
  setHostSecurityHeaders(config, headers);
  // Formatted as the repository formats JSON, so that the file changes only where the headers do.
  writeFileSync(file, await format(JSON.stringify(config, null, 2), { parser: 'json', filepath: file }));
  console.log(`firebase.json: ${headers.length} security headers for the host`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
