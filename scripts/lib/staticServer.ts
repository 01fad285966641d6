import { createServer, type Server } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import type { FederatedApp } from './apps';

/**
 * Caching and CORS headers of a federated build (DESIGN "Remotes"): manifests, remote entries,
 * remotes.json and index.html are revalidated on every load; content-hashed chunks are cached for
 * a year. Later rules override earlier ones.
 */
export const HEADER_RULES = [
  {
    source: '**/*',
    headers: [
      { key: 'Access-Control-Allow-Origin', value: '*' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ],
  },
  { source: '**/*.*.js', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  {
    source: '**/@(index.html|remoteEntry.js|mf-manifest.json|mf-stats.json|remotes.json)',
    headers: [{ key: 'Cache-Control', value: 'no-cache' }],
  },
];

/**
 * Serves one app's `dist/` with serve-handler: the same headers as production, and the SPA fallback
 * (a path without a file extension gets index.html; a missing asset stays a 404).
 */
export function serveApp(target: FederatedApp): Promise<Server> {
  const publicDir = path.join(target.dir, 'dist');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (path.posix.extname(url.pathname) === '') request.url = '/index.html';
    void handler(request, response, {
      public: publicDir,
      headers: HEADER_RULES,
      directoryListing: false,
      cleanUrls: false,
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(target.port, () => resolve(server));
  });
}
