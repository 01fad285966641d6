/**
 * `npm run deploy -- --project <id> [--only <part>,…] [--dry-run]`: from this repository to a real
 * Firebase project in one command (docs/operations.md "Deploying"). It checks first (the dry run),
 * then builds for the project (keeping the apps' source maps, `deploy/keptSourceMaps.ts`), creates what is missing — Hosting sites and their targets, the
 * functions' secrets, the payment provider's catalogue and webhook, the daily Firestore backup —
 * deploys, narrows the functions' Secret Manager access to the token secrets (`deploy/projectIam.ts`)
 * and prints the URLs. Running it again changes only what changed.
 *
 * Parts (`--only`): `host`, a remote's name (`reporting`, …), `rules` (Firestore rules and indexes,
 * Storage rules) and `functions` (the functions and the mail extension). Without `--project`,
 * `--dry-run` checks a sample project: `npm test` runs it so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { webhookVerifyToken } from '@adplatform/ad-networks/meta';
import { SUBSCRIPTION_EVENTS } from 'functions/src/tooling';
import { APPS } from './lib/apps';
import { ROOT } from './lib/emulatorEnv';
import { FIREBASE_BIN } from './lib/firebaseCli';
import { runOrThrow } from './lib/run';
import { BILLING_CATALOGUE } from './deploy/billingCatalogue';
import { ensureCatalogue, ensureWebhook } from './deploy/billingSetup';
import { DeployEnvError, readDeployEnv } from './deploy/deployEnv';
import { DEPLOY_CONFIG, deployFiles, writeDeployFiles } from './deploy/deployFiles';
import { deployPlan, functionUrl, MAIL_EXTENSION, type DeployPlan } from './deploy/deployPlan';
import { FUNCTIONS_UPLOAD_DIR, writeFunctionsUpload } from './deploy/functionsUpload';
import { keepSourceMaps } from './deploy/keptSourceMaps';
import { ensureTokenSecretsAccess } from './deploy/projectIam';
import { dryRun, printResults, SAMPLE_PROJECT, sampleDeployEnv } from './deploy/dryRun';

const PARTS = [...APPS.map((app) => app.name), 'rules', 'functions'];

/** The Firebase CLI on the project, failing on any error; its output is returned when `capture`. */
function firebase(plan: DeployPlan, args: readonly string[], capture = false): string {
  const answer = spawnSync(FIREBASE_BIN, [...args, '--project', plan.projectId, '--non-interactive'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  if (answer.status !== 0) throw new Error(`firebase ${args.join(' ')} failed`);
  return answer.stdout ?? '';
}

/** The commit deployed, short, with `-dirty` when the work tree has changes. */
function gitRevision(): string {
  const answer = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8' });
  return answer.status === 0 ? answer.stdout.trim() : 'unknown';
}

/** Creates the Hosting sites the project lacks and points each app's target at its site. */
function ensureSites(plan: DeployPlan, apps: readonly string[]): void {
  const listed = JSON.parse(firebase(plan, ['hosting:sites:list', '--json'], true)) as {
    result?: { sites?: { name: string }[] };
  };
  const existing = new Set((listed.result?.sites ?? []).map((site) => site.name.split('/').pop()));
  for (const { app, site } of plan.sites.filter(({ app }) => apps.includes(app.name))) {
    if (!existing.has(site)) firebase(plan, ['hosting:sites:create', site]);
    firebase(plan, ['target:apply', 'hosting', app.name, site]);
  }
}

/** The stored value of a secret in Secret Manager, or null when it has none. */
function storedSecret(plan: DeployPlan, name: string): string | null {
  const current = spawnSync(
    FIREBASE_BIN,
    ['functions:secrets:access', name, '--project', plan.projectId, '--non-interactive'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return current.status === 0 ? current.stdout.trim() : null;
}

/** Sets each secret whose stored value differs (or that has none) in Secret Manager. */
function ensureSecrets(plan: DeployPlan, secrets: Readonly<Record<string, string>>): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-secret-'));
  try {
    for (const [name, value] of Object.entries(secrets)) {
      if (storedSecret(plan, name) === value) continue;
      const file = path.join(dir, name);
      writeFileSync(file, value, { mode: 0o600 });
      firebase(plan, ['functions:secrets:set', name, '--data-file', file, '--force']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Schedules the daily Firestore backup when the project has none. */
function ensureBackups(plan: DeployPlan): void {
  const listed = firebase(plan, ['firestore:backups:schedules:list', '--json'], true);
  const schedules = (JSON.parse(listed) as { result?: unknown[] }).result ?? [];
  if (schedules.length === 0)
    firebase(plan, ['firestore:backups:schedules:create', '--recurrence', 'DAILY', '--retention', '14d']);
}

/** What `firebase deploy --only` takes for the chosen parts. */
function deployTargets(parts: readonly string[]): string {
  return parts
    .flatMap((part) => {
      if (part === 'rules') return ['firestore', 'storage'];
      if (part === 'functions') return ['functions', 'extensions'];
      return [`hosting:${part}`];
    })
    .join(',');
}

async function deploy(projectId: string, parts: readonly string[]): Promise<void> {
  const env = readDeployEnv(projectId);
  const plan = deployPlan(env);
  if (printResults(projectId, await dryRun(env)) > 0)
    throw new Error('The checks failed: nothing was deployed.');
  const apps = APPS.filter((app) => parts.includes(app.name));
  const buildEnv = { ...process.env, ...plan.buildEnv };
  for (const app of apps)
    await runOrThrow('npm', ['run', 'build', '--silent', '--workspace', app.workspace], {
      cwd: ROOT,
      env: buildEnv,
    });
  const release = `${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z-${gitRevision()}`;
  if (apps.length > 0) console.log(`Source maps kept in ${keepSourceMaps(plan.projectId, release, apps)}`);
  if (parts.includes('functions')) {
    await runOrThrow('npm', ['run', 'build', '--silent', '--workspace', 'functions'], { cwd: ROOT });
    writeFunctionsUpload(path.join(ROOT, FUNCTIONS_UPLOAD_DIR));
  }
  const files = deployFiles(plan);
  if (!parts.includes('host')) delete files['host/dist/remotes.json'];
  writeDeployFiles(files);
  ensureSites(
    plan,
    apps.map((app) => app.name),
  );
  if (parts.includes('functions')) {
    const stripe = new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2 });
    const created = await ensureCatalogue(stripe, BILLING_CATALOGUE);
    console.log(
      `Prices created (${plan.billingTestMode ? 'test' : 'live'} mode): ${created.join(', ') || 'none'}`,
    );
    // The provider shows a new endpoint's signing secret once: it is stored before anything else can
    // fail, and an endpoint whose secret was never stored is made anew.
    const signingSecret = await ensureWebhook(
      stripe,
      plan.webhookUrl,
      [...SUBSCRIPTION_EVENTS],
      storedSecret(plan, 'STRIPE_WEBHOOK_SECRET') !== null,
    );
    if (signingSecret) ensureSecrets(plan, { STRIPE_WEBHOOK_SECRET: signingSecret });
    ensureSecrets(plan, plan.secrets);
  }
  if (parts.includes('rules')) ensureBackups(plan);
  firebase(plan, ['deploy', '--config', DEPLOY_CONFIG, '--only', deployTargets(parts), '--force']);
  // After the deploy: a project's first functions deploy creates the service account it grants to.
  if (parts.includes('functions'))
    console.log(`Secret Manager access: ${await ensureTokenSecretsAccess(plan.projectId)}`);
  console.log('\nDeployed:');
  for (const { app, origin } of plan.sites.filter(({ app }) => parts.includes(app.name)))
    console.log(`  ${app.name.padEnd(12)} ${origin}`);
  if (parts.includes('functions')) {
    console.log(`  ${'webhook'.padEnd(12)} ${plan.webhookUrl}\n  ${'mail'.padEnd(12)} ${MAIL_EXTENSION.ref}`);
    // The Meta app's Webhooks product takes these for the Page object's `leadgen` field (docs/operations.md).
    const leads = functionUrl(plan.projectId, plan.region, 'metaLeadWebhook');
    console.log(
      `  ${'meta leads'.padEnd(12)} ${leads} (verify token ${webhookVerifyToken(env.META_APP_SECRET)})`,
    );
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, only: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const parts = values.only ? values.only.split(',').map((part) => part.trim()) : PARTS;
  const unknown = parts.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
  if (values['dry-run']) {
    const env = values.project ? readDeployEnv(values.project) : sampleDeployEnv();
    return printResults(values.project ?? SAMPLE_PROJECT, await dryRun(env)) === 0 ? 0 : 1;
  }
  if (!values.project) throw new Error('Name the project: npm run deploy -- --project <id> (or --dry-run).');
  await deploy(values.project, parts);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DeployEnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
