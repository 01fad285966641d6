import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { PLAN_PRICES } from '@adplatform/plans/prices';
import { MAIL_COLLECTION } from 'functions/src/tooling';
import { ROOT } from '../lib/emulatorEnv';
import { BILLING_CATALOGUE } from './billingCatalogue';
import { DEPLOY_VARIABLES, parseDeployEnv, type DeployEnv } from './deployEnv';
import { deployFirebaseConfig, readFirebaseJson } from './deployFiles';
import { deployPlan, MAIL_EXTENSION } from './deployPlan';
import {
  cspProblems,
  extensionProblems,
  functionsProblems,
  hostingProblems,
  mailExpiryProblems,
  priceProblems,
  type FieldOverride,
  templateProblems,
} from './dryRunChecks';
import { discoverFunctions } from './functionsManifest';
import { secretsReadByFunction } from './functionsSecrets';
import { expectedFunctions } from './functionsSource';
import { functionsUploadProblems, readFunctionsInputs, writeFunctionsUpload } from './functionsUpload';

/**
 * `npm run deploy -- --dry-run`: everything a deploy can get wrong that shows without the network,
 * checked against what the deploy would do (docs/operations.md "Deploying"). `npm test` runs it on a
 * sample project; with `--project` it checks that project's configuration.
 */

/** The configuration the dry run checks when no project is named: every variable set, none real. */
export const SAMPLE_PROJECT = 'adplatform-sample';
const SAMPLE_ENV: Readonly<Record<string, string>> = {
  FIREBASE_API_KEY: 'sample-api-key',
  FIREBASE_AUTH_DOMAIN: `${SAMPLE_PROJECT}.firebaseapp.com`,
  FIREBASE_STORAGE_BUCKET: `${SAMPLE_PROJECT}.firebasestorage.app`,
  FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  FIREBASE_FUNCTIONS_REGION: 'europe-west1',
  FIRESTORE_LOCATION: 'eur3',
  FIREBASE_APPCHECK_SITE_KEY: 'sample-site-key',
  APP_ORIGINS: '',
  STRIPE_SECRET_KEY: 'sk_test_sample',
  META_APP_ID: 'sample-meta-app',
  META_APP_SECRET: 'sample-meta-secret',
  GOOGLE_ADS_CLIENT_ID: 'sample-client.apps.googleusercontent.com',
  GOOGLE_ADS_CLIENT_SECRET: 'sample-client-secret',
  GOOGLE_ADS_DEVELOPER_TOKEN: 'sample-developer-token',
  SMTP_CONNECTION_URI: 'smtps://reports@smtp.example.com:465',
  SMTP_PASSWORD: 'sample-password',
  MAIL_FROM: 'Adplatform <reports@example.com>',
};

/** The sample configuration, checked as a real one is. */
export function sampleDeployEnv(): DeployEnv {
  return parseDeployEnv(SAMPLE_PROJECT, SAMPLE_ENV);
}

/** Every lookup key the functions ask the provider for (`functions/src/billing/prices.ts`). */
function lookupKeys(): string[] {
  return Object.values(PLAN_PRICES).flatMap((periods) =>
    Object.values(periods).map((price) => price.lookupKey),
  );
}

/** One check's outcome. */
export interface CheckResult {
  readonly title: string;
  readonly problems: readonly string[];
}

/**
 * Runs every check of a deploy with configuration `env`; writes the functions' upload from the built
 * bundle (`npm run build -w functions` first) into a temporary folder and loads it there.
 * @returns each check's title and problems, in the order a deploy meets them
 */
export async function dryRun(env: DeployEnv): Promise<CheckResult[]> {
  const plan = deployPlan(env);
  // The functions as Cloud Build receives them, loaded with only the packages their lockfile holds.
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'functions-upload-'));
  try {
    const upload = writeFunctionsUpload(uploadDir);
    const manifest = await discoverFunctions(
      plan.projectId,
      plan.functionsParams,
      env.FIREBASE_STORAGE_BUCKET,
      uploadDir,
    );
    return checks(
      env,
      manifest,
      functionsUploadProblems(upload.manifest, upload.lockfile, readFunctionsInputs().rootLock),
    );
  } finally {
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

/** Every check's outcome but the upload's own load, which {@link dryRun} does. */
function checks(
  env: DeployEnv,
  manifest: Awaited<ReturnType<typeof discoverFunctions>>,
  uploadProblems: readonly string[],
): CheckResult[] {
  const plan = deployPlan(env);
  const config = deployFirebaseConfig(readFirebaseJson(), plan);
  const template = Object.keys(parseEnv(readFileSync(path.join(ROOT, '.env.example'), 'utf8')));
  const extensionBase = parseEnv(
    readFileSync(path.join(ROOT, 'extensions', `${MAIL_EXTENSION.instance}.env`), 'utf8'),
  );
  return [
    {
      title: '.env.example documents every variable',
      problems: templateProblems(template, DEPLOY_VARIABLES),
    },
    { title: 'every Hosting target has its site and headers', problems: hostingProblems(config, plan) },
    { title: "the host's policy names every remote", problems: cspProblems(config, plan) },
    {
      title: "the functions' upload installs from the registry alone: published packages, pinned, all locked",
      problems: uploadProblems,
    },
    {
      title:
        "the functions' bundle loads with only those packages and has exactly the functions expected, with their secrets",
      problems: functionsProblems(manifest, {
        names: expectedFunctions(),
        plan,
        storageBucket: env.FIREBASE_STORAGE_BUCKET,
        secretsRead: secretsReadByFunction(),
      }),
    },
    {
      title: 'the mail extension is declared with all its parameters',
      problems: extensionProblems(config, { ...extensionBase, ...plan.extensionParams }, MAIL_COLLECTION),
    },
    {
      title: 'queued mail expires: the extension dates it, a TTL policy deletes it',
      problems: mailExpiryProblems(
        (
          JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
            fieldOverrides?: FieldOverride[];
          }
        ).fieldOverrides ?? [],
        { ...extensionBase, ...plan.extensionParams },
        MAIL_COLLECTION,
      ),
    },
    { title: 'the prices match the plans', problems: priceProblems(BILLING_CATALOGUE, lookupKeys()) },
  ];
}

/** Prints the results; returns how many problems they have. */
export function printResults(projectId: string, results: readonly CheckResult[]): number {
  console.log(`Dry run of a deploy to ${projectId}: nothing is created or sent.`);
  for (const { title, problems } of results) {
    console.log(`${problems.length === 0 ? '✔' : '✖'} ${title}`);
    for (const problem of problems) console.log(`    - ${problem}`);
  }
  return results.reduce((total, { problems }) => total + problems.length, 0);
}
