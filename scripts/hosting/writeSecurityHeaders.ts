/**
 * `npm run hosting:headers`: writes the host's security headers (`securityHeaders.ts`) into its
 * firebase.json site, as one rule for every path. Run it after a remote's origin changes in
 * host/public/remotes.json; a unit test fails until firebase.json matches.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { ROOT } from '../lib/emulatorEnv';
import { hostSecurityHeaders, remotesOfHost } from './securityHeaders';

/** The rule's marker: the path it applies to (every path of the host's site). */
export const SECURITY_RULE_SOURCE = '**';

async function main(): Promise<void> {
  const file = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as {
    hosting: { target: string; headers: { source?: string; headers: { key: string }[] }[] }[];
  };
  const host = config.hosting.find((site) => site.target === 'host');
  if (!host) throw new Error('firebase.json has no host site');
  const headers = hostSecurityHeaders(remotesOfHost());
  const keys = new Set(headers.map((header) => header.key));
  const rule = host.headers.find(
    (candidate) =>
      candidate.source === SECURITY_RULE_SOURCE && candidate.headers.some((header) => keys.has(header.key)),
  );
  if (rule) rule.headers = headers;
  else host.headers.push({ source: SECURITY_RULE_SOURCE, headers });
  // Formatted as the repository formats JSON, so that the file changes only where the headers do.
  writeFileSync(file, await format(JSON.stringify(config, null, 2), { parser: 'json', filepath: file }));
  console.log(`firebase.json: ${headers.length} security headers for the host`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
