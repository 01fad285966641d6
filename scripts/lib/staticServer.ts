import { createReadStream, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import type { FederatedApp } from './apps';
import { ROOT } from './emulatorEnv';

/**
 * gzip for responses the browser accepts compressed (Hosting compresses what it serves; the bench's
 * Lighthouse runs see the same bytes as production would send).
 */
const compressionMiddleware = compression();

/** Runs the compression middleware on a plain Node response, then `next`. */
function compress(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  compressionMiddleware(
    request as Parameters<typeof compressionMiddleware>[0],
    response as Parameters<typeof compressionMiddleware>[1],
    next,
  );
}

/** A header or rewrite rule of firebase.json's `hosting` (a glob `source` or an RE2 `regex`). */
interface HostingRule {
  readonly source?: string;
  readonly regex?: string;
}
interface HeaderRule extends HostingRule {
  readonly headers: ReadonlyArray<{ key: string; value: string }>;
}
interface RewriteRule extends HostingRule {
  readonly destination: string;
}
/**
 * One site of firebase.json's `hosting` array (docs/performance.md: one site per remote and one for the
 * host).
 */
export interface HostingSite {
  readonly target: string;
  readonly public: string;
  readonly headers: readonly HeaderRule[];
  /** The host's SPA rewrites; a remote's site serves only its built files. */
  readonly rewrites?: readonly RewriteRule[];
}

/**
 * The Firebase Hosting site of `target` in firebase.json: production's caching headers (manifests,
 * remote entries, remotes.json and the HTML revalidated on every load; content-hashed chunks cached
 * for a year) and, for the host, SPA rewrites.
 * @throws Error when firebase.json has no such target
 */
export function hostingSite(target: string): HostingSite {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: HostingSite[];
  };
  const site = config.hosting.find((candidate) => candidate.target === target);
  if (!site) throw new Error(`firebase.json has no hosting target "${target}"`);
  return site;
}

/** Options of {@link serveApp}. */
export interface ServeOptions {
  /** Serve this folder instead of the site's `public` (a test's copy of a release). */
  readonly publicDir?: string;
  /** Listen on this port instead of the app's own. */
  readonly port?: number;
  /**
   * Headers set on every response over the site's own: a deployment of its own (other origins)
   * serves the security headers built for its remotes, as a deploy regenerates them.
   */
  readonly headers?: ReadonlyArray<{ key: string; value: string }>;
}

/**
 * serve-handler with its file reads guarded: a file removed between the lookup and the read (a
 * site replaced or taken down while a browser still fetches from it) drops that one response
 * instead of throwing an unhandled stream error in the process that runs the server.
 */
function serveFile(
  request: IncomingMessage,
  response: ServerResponse,
  config: Parameters<typeof handler>[2],
): void {
  const drop = () => response.destroy();
  handler(request, response, config, {
    createReadStream: (file, options) => createReadStream(file, options).once('error', drop),
  }).catch(drop);
}

/**
 * Serves one app's build with serve-handler configured from the app's firebase.json hosting site:
 * the same headers and rewrites as production (the Hosting emulator cannot give each site the port
 * docs/product-rules.md §11 fixed). `regex` rules, which serve-handler lacks, are matched here; `source` globs by
 * serve-handler itself.
 */
export function serveApp(target: FederatedApp, options: ServeOptions = {}): Promise<Server> {
  const site = hostingSite(target.name);
  const publicDir = options.publicDir ?? path.join(ROOT, site.public);
  // The options' headers replace the site's of the same name, on every path.
  const replaced = new Set((options.headers ?? []).map(({ key }) => key.toLowerCase()));
  const headerRules: HeaderRule[] = [
    ...site.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.filter(({ key }) => !replaced.has(key.toLowerCase())),
    })),
    ...(options.headers ? [{ source: '**', headers: options.headers }] : []),
  ];
  const regexHeaders = headerRules.filter((rule) => rule.regex);
  const rewrites = site.rewrites ?? [];
  const regexRewrites = rewrites.filter((rule) => rule.regex);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    for (const rule of regexHeaders) {
      if (new RegExp(rule.regex!).test(pathname))
        for (const { key, value } of rule.headers) response.setHeader(key, value);
    }
    const rewrite = regexRewrites.find((rule) => new RegExp(rule.regex!).test(pathname));
    if (rewrite) request.url = rewrite.destination;
    // Compressed when the browser accepts it, as Hosting serves every text file.
    compress(request, response, () =>
      serveFile(request, response, {
        public: publicDir,
        headers: headerRules.flatMap(({ source, headers }) =>
          source ? [{ source, headers: [...headers] }] : [],
        ),
        rewrites: rewrites.flatMap(({ source, destination }) => (source ? [{ source, destination }] : [])),
        directoryListing: false,
        cleanUrls: false,
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? target.port, () => resolve(server));
  });
}

/** Stops a server at once, dropping open keep-alive connections (a site going down). */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Serves a plain folder (the embed example: a foreign page, no Firebase Hosting site of ours). */
export function serveFolder(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    serveFile(request, response, { public: dir, directoryListing: false });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
