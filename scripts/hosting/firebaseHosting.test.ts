import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PREPAINT_SCRIPT } from 'host/prerender/prepaint';
import { hostRewrites } from 'host/prerender/prerenderedPages';
import { APPS } from '../lib/apps';
import { PROJECT_ID, ROOT } from '../lib/emulatorEnv';
import { hostingSite } from '../lib/staticServer';
import { demoHostingTargets, hostingConfig } from './hostingConfig';
import { contentSecurityPolicy, hostSecurityHeaders, remotesOfHost } from './securityHeaders';

// docs/architecture.md "Independent releases": one Firebase Hosting site per remote and one for the host, with the
// caching headers and SPA rewrites in firebase.json, valid for the Firebase CLI that deploys them.
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as unknown;

function headerFor(target: string, requestPath: string, key: string): string | undefined {
  const site = hostingSite(target);
  let value: string | undefined;
  for (const rule of site.headers) {
    const matches = rule.regex
      ? new RegExp(rule.regex).test(requestPath)
      : path.matchesGlob(requestPath.replace(/^\//, ''), rule.source!);
    const header = rule.headers.find((candidate) => candidate.key === key);
    if (matches && header) value = header.value;
  }
  return value;
}

it("validates against the Firebase CLI's own schema of firebase.json", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CLI's bundled ajv and schema
  const Ajv = require(require.resolve('ajv', { paths: [path.join(ROOT, 'node_modules', 'firebase-tools')] }));
  const schema = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules', 'firebase-tools', 'schema', 'firebase-config.json'), 'utf8'),
  ) as object;
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  expect(validate(firebaseJson) ? [] : validate.errors).toEqual([]);
});

it('has one hosting site per app, each deployable alone (`firebase deploy --only hosting:<target>`), as `npm run hosting:config` writes them', () => {
  const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as {
    targets: Record<string, { hosting: Record<string, string[]> }>;
  };
  expect((firebaseJson as { hosting: unknown }).hosting).toEqual(hostingConfig(remotesOfHost()));
  expect(rc.targets[PROJECT_ID]?.hosting).toEqual(demoHostingTargets());
  for (const app of APPS) {
    expect(hostingSite(app.name).public).toBe(`${app.workspace}/dist`);
    expect(rc.targets[PROJECT_ID]?.hosting[app.name]).toHaveLength(1);
  }
});

it.each([
  ['/mf-manifest.json', 'no-cache'],
  ['/remoteEntry.js', 'no-cache'],
  ['/remotes.json', 'no-cache'],
  ['/embed.js', 'no-cache'],
  ['/', 'no-cache'],
  ['/reporting', 'no-cache'],
  ['/main.3f9a1c2e.js', 'public, max-age=31536000, immutable'],
  ['/__federation_expose_Section.8c1d2e3f.js', 'public, max-age=31536000, immutable'],
])('caches %s as %s', (requestPath, cacheControl) => {
  expect(headerFor('host', requestPath, 'Cache-Control')).toBe(cacheControl);
  expect(headerFor('reporting', requestPath, 'Access-Control-Allow-Origin')).toBe('*');
});

/** Where the host's site answers `requestPath` from (firebase.json: the first matching rewrite), or null. */
function rewriteOf(requestPath: string): string | null {
  const rule = (hostingSite('host').rewrites ?? []).find((candidate) =>
    new RegExp(candidate.regex!).test(requestPath),
  );
  return rule?.destination ?? null;
}

it('has the rewrites of the prerendered pages (docs/architecture.md "First paint")', () => {
  expect(hostingSite('host').rewrites).toEqual(hostRewrites());
});

it.each([
  ['/login', '/login.html'],
  ['/login/', '/login.html'],
  ['/register', '/register.html'],
  ['/account-verification', '/account-verification.html'],
  ['/', '/shell.html'],
  ['/reporting', '/shell.html'],
  ['/reporting/', '/shell.html'],
  ['/leads/lead-1', '/shell.html'],
  ['/audiences', '/shell.html'],
  ['/on-boarding', '/shell.html'],
  ['/logins', '/shell.html'],
  ['/no-such-page', '/shell.html'],
  ['/missing.1234abcd.js', null],
])('answers %s with %s', (requestPath, destination) => {
  expect(rewriteOf(requestPath)).toBe(destination);
});

it('rewrites nothing on a remote’s site: it only serves files', () => {
  for (const app of APPS.filter((candidate) => !candidate.isHost))
    expect(hostingSite(app.name).rewrites).toBeUndefined();
});

describe('the host’s security headers (docs/architecture.md "Security headers")', () => {
  it('are in firebase.json as built from the remotes’ origins (`npm run hosting:config`)', () => {
    for (const { key, value } of hostSecurityHeaders(remotesOfHost())) {
      for (const page of ['/', '/reporting', '/login', '/index.html'])
        expect(headerFor('host', page, key)).toBe(value);
    }
  });

  it('allow scripts only from the host, the remotes and reCAPTCHA (App Check), inline only the prepaint script by its hash, never eval, and no framing', () => {
    const csp = contentSecurityPolicy(['http://localhost:3001']);
    const scripts = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    const prepaintHash = `'sha256-${createHash('sha256').update(PREPAINT_SCRIPT).digest('base64')}'`;
    expect(scripts).toBe(
      `script-src 'self' ${prepaintHash} http://localhost:3001 https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });
});
