import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prepaintScriptSource } from 'host/prerender/prepaint';
import { ROOT } from '../lib/emulatorEnv';

/**
 * The security headers of the host's pages (docs/architecture.md "Security headers"), built from the
 * remotes' origins in `host/public/remotes.json`, the Firebase services and the Emulator Suite. Their
 * one definition is firebase.json (production, and the local servers that read it); a unit test keeps
 * it equal to what this builds (`npm run hosting:config` writes it).
 */

/** The Firebase services a page talks to in production. */
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://content-firebaseappcheck.googleapis.com',
];
/** reCAPTCHA Enterprise, App Check's provider in production (docs/decisions/0010-app-check.md): its script and its frame. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** Where the Firebase SDKs find the Emulator Suite locally (auth, firestore, functions, storage). */
const EMULATOR_ORIGINS = [9099, 8080, 5001, 9199].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);
/** Where media files come from: the Storage service and its emulator. */
const STORAGE_ORIGINS = [
  'https://firebasestorage.googleapis.com',
  'http://127.0.0.1:9199',
  'http://localhost:9199',
];

/** The origins of the remotes the host loads (from their manifests' URLs). */
export function remoteOrigins(remotesJson: Readonly<Record<string, string>>): string[] {
  return [...new Set(Object.values(remotesJson).map((url) => new URL(url).origin))].sort();
}

/**
 * The Content-Security-Policy of the host's pages: scripts only from the host and the remotes (no
 * eval, and no inline script but the one prepaint script, allowed by its hash:
 * `host/prerender/prepaint.ts`); styles from them and inline (antd's CSS-in-JS writes `<style>` elements at
 * run time, and a static site cannot give each response a nonce — docs/decisions/0007-content-security-policy.md);
 * data only from the host, the remotes and Firebase; frames only reCAPTCHA's (App Check); never framed
 * itself (embedding goes through `embed.js`).
 * @param remotes - the remotes' origins
 * @param options - `emulators: false` for a real project's pages, which never talk to the Emulator Suite
 */
export function contentSecurityPolicy(remotes: readonly string[], { emulators = true } = {}): string {
  const storage = emulators
    ? STORAGE_ORIGINS
    : STORAGE_ORIGINS.filter((origin) => origin.startsWith('https:'));
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", prepaintScriptSource(), ...remotes, ...RECAPTCHA_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remotes, ...FIREBASE_ORIGINS, ...(emulators ? EMULATOR_ORIGINS : [])],
    'frame-src': RECAPTCHA_FRAMES,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A response header as firebase.json writes it. */
export interface HostingHeader {
  readonly key: string;
  readonly value: string;
}

/**
 * Every security header of the host's pages, in firebase.json's form.
 * @param options - as {@link contentSecurityPolicy}'s
 */
export function hostSecurityHeaders(
  remotes: readonly string[],
  options: { emulators?: boolean } = {},
): HostingHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(remotes, options) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/** The remotes' origins as the host's remotes.json lists them. */
export function remotesOfHost(): string[] {
  const remotesJson = JSON.parse(readFileSync(path.join(ROOT, 'host/public/remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
  return remoteOrigins(remotesJson);
}

/** The rule's marker in firebase.json: the path the security headers apply to (every path of the host's site). */
export const SECURITY_RULE_SOURCE = '**';

/** The part of firebase.json the security headers live in. */
export interface HostingConfig {
  hosting: {
    target: string;
    /** The folder the site serves, from the repository's root. */
    public?: string;
    headers: { source?: string; regex?: string; headers: HostingHeader[] }[];
  }[];
}

/**
 * Puts `headers` into the host's site of a firebase.json, as one rule for every path: the rule that
 * has them already, else a new last rule.
 * @throws Error when the configuration has no host site
 */
export function setHostSecurityHeaders(config: HostingConfig, headers: readonly HostingHeader[]): void {
  const host = config.hosting.find((site) => site.target === 'host');
  if (!host) throw new Error('firebase.json has no host site');
  const keys = new Set(headers.map((header) => header.key));
  const rule = host.headers.find(
    (candidate) =>
      candidate.source === SECURITY_RULE_SOURCE && candidate.headers.some((header) => keys.has(header.key)),
  );
  if (rule) rule.headers = [...headers];
  else host.headers.push({ source: SECURITY_RULE_SOURCE, headers: [...headers] });
}
