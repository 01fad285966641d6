import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/emulatorEnv';

/**
 * Which functions the repository's source says a deploy must have: those the apps call and those
 * triggered by the server. The dry run holds the built bundle's manifest against it.
 */

/**
 * The functions no app calls by name: the provider's webhook, Meta's and Google's webhooks for lead
 * forms, the schedules, the storage trigger and the browser's event collector (its URL is built from
 * `COLLECTOR_FUNCTION`).
 */
export const SERVER_TRIGGERED_FUNCTIONS = [
  'stripeWebhook',
  'metaLeadWebhook',
  'googleAdsLeadWebhook',
  'sendScheduledReports',
  'syncAdNetworks',
  'checkUploadedMediaFile',
  'collectClientEvents',
] as const;

const APP_SOURCES = ['host/src', 'shared-auth/src', 'remotes'];
const CALL = /callFunction(?:<[^>]*>)?\(\s*'(\w+)'/gu;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/u.test(name) && !/\.test\.tsx?$/u.test(name) ? [file] : [];
  });
}

/** Every function name the apps pass to shared-auth's `callFunction`. */
export function calledFunctions(root = ROOT): string[] {
  const names = new Set<string>();
  for (const dir of APP_SOURCES)
    for (const file of sourceFiles(path.join(root, dir)))
      for (const match of readFileSync(file, 'utf8').matchAll(CALL)) names.add(match[1]!);
  return [...names].sort();
}

/** The functions a deploy must find in the bundle: those the apps call and the server-triggered ones. */
export function expectedFunctions(root = ROOT): string[] {
  return [...new Set([...calledFunctions(root), ...SERVER_TRIGGERED_FUNCTIONS])].sort();
}
