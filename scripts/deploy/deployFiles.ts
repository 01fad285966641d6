import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/emulatorEnv';
import {
  hostSecurityHeaders,
  remoteOrigins,
  setHostSecurityHeaders,
  type HostingConfig,
} from '../hosting/securityHeaders';
import { MAIL_EXTENSION, type DeployPlan } from './deployPlan';
import { FUNCTIONS_UPLOAD_DIR } from './functionsUpload';
import { guardCommand } from './localValues';

/** firebase.json as the deploy reads it: the parts it changes, the rest kept as it is. */
export type FirebaseJson = HostingConfig & {
  emulators?: unknown;
  extensions?: Record<string, string>;
  [key: string]: unknown;
};

/** The repository's firebase.json. */
export function readFirebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
}

/**
 * The Firebase configuration a deploy runs with (`firebase deploy --config firebase.deploy.json`):
 * firebase.json without the Emulator Suite, the host's security headers naming the project's remotes
 * and no emulator, and the mail extension. The extension is declared here and not in firebase.json:
 * the Emulator Suite would otherwise fetch its source, and the local stack sends mail itself
 * (docs/operations.md "Mail"). The functions' source is their upload (`functionsUpload.ts`), built
 * before the CLI runs, so no predeploy step of firebase.json's runs; each Hosting site's checks this
 * file instead of firebase.json for local values (`localValues.ts`).
 */
export function deployFirebaseConfig(base: FirebaseJson, plan: DeployPlan): FirebaseJson {
  const config = structuredClone(base);
  delete config.emulators;
  config.functions = [
    { source: FUNCTIONS_UPLOAD_DIR, codebase: 'default', ignore: ['node_modules', '*.log'] },
  ];
  for (const site of config.hosting) Object.assign(site, { predeploy: [guardCommand(DEPLOY_CONFIG)] });
  setHostSecurityHeaders(config, hostSecurityHeaders(remoteOrigins(plan.remotesJson), { emulators: false }));
  config.extensions = { [MAIL_EXTENSION.instance]: MAIL_EXTENSION.ref };
  return config;
}

/** A dotenv file's text: one `KEY="value"` a line, the value JSON-quoted (dotenv reads the escapes). */
export function envFileText(variables: Readonly<Record<string, string>>): string {
  return Object.entries(variables)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join('\n')
    .concat('\n');
}

/** The files a deploy writes, by path from the repository's root (all ignored by git). */
export function deployFiles(
  plan: DeployPlan,
  base: FirebaseJson = readFirebaseJson(),
): Record<string, string> {
  return {
    [DEPLOY_CONFIG]: `${JSON.stringify(deployFirebaseConfig(base, plan), null, 2)}\n`,
    [`${FUNCTIONS_UPLOAD_DIR}/.env.${plan.projectId}`]: envFileText(plan.functionsParams),
    [`extensions/${MAIL_EXTENSION.instance}.env.${plan.projectId}`]: envFileText(plan.extensionParams),
    'host/dist/remotes.json': `${JSON.stringify(plan.remotesJson, null, 2)}\n`,
  };
}

/** The deploy's Firebase configuration, at the root so that its paths resolve as firebase.json's do. */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

/** Writes {@link deployFiles}. */
export function writeDeployFiles(files: Readonly<Record<string, string>>): void {
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(ROOT, file), text);
}
