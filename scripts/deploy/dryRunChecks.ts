import { priceOfLookupKey } from '@adplatform/plans/prices';
import { hostSecurityHeaders } from '../hosting/securityHeaders';
import type { CatalogueProduct } from './billingCatalogue';
import type { FirebaseJson } from './deployFiles';
import { MAIL_EXTENSION, PROVIDER_SECRETS, type DeployPlan } from './deployPlan';
import type { FunctionsManifest } from './functionsManifest';

/**
 * The dry run's checks (docs/operations.md "Deploying"): each takes what a deploy would use and
 * returns what is wrong with it, one sentence a problem, empty when nothing is.
 */

/** `.env.example` documents exactly the variables the deploy reads. */
export function templateProblems(
  templateVariables: readonly string[],
  deployVariables: readonly string[],
): string[] {
  return [
    ...deployVariables
      .filter((name) => !templateVariables.includes(name))
      .map((name) => `.env.example does not document ${name}`),
    ...templateVariables
      .filter((name) => !deployVariables.includes(name))
      .map((name) => `.env.example documents ${name}, which the deploy does not read`),
  ];
}

/** Every Hosting target has a site of the plan and serves its app's build; the host has its security headers. */
export function hostingProblems(config: FirebaseJson, plan: DeployPlan): string[] {
  const problems: string[] = [];
  const targets = config.hosting;
  for (const target of targets) {
    const site = plan.sites.find(({ app }) => app.name === target.target);
    if (!site) problems.push(`Hosting target ${target.target} has no site on ${plan.projectId}`);
    else if (target.public !== `${site.app.workspace}/dist`)
      problems.push(
        `Hosting target ${target.target} serves ${target.public}, not ${site.app.workspace}/dist`,
      );
  }
  for (const { app } of plan.sites)
    if (!targets.some((target) => target.target === app.name))
      problems.push(`${app.name} has no Hosting target in firebase.json`);
  const host = targets.find((target) => target.target === 'host');
  const hostKeys = new Set(host?.headers.flatMap((rule) => rule.headers.map((header) => header.key)) ?? []);
  for (const { key } of hostSecurityHeaders([]))
    if (!hostKeys.has(key)) problems.push(`the host's site has no ${key} header`);
  return problems;
}

/** The host's Content-Security-Policy on the project, from the deploy's configuration. */
function hostPolicy(config: FirebaseJson): string {
  const host = config.hosting.find((target) => target.target === 'host');
  const values = host?.headers.flatMap((rule) =>
    rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value),
  );
  return values?.at(-1) ?? '';
}

/** The host's policy lets scripts and data come from every remote of the project, and names no emulator. */
export function cspProblems(config: FirebaseJson, plan: DeployPlan): string[] {
  const policy = hostPolicy(config);
  const directive = (name: string): string[] =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/u))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? [];
  const problems: string[] = [];
  for (const url of Object.values(plan.remotesJson)) {
    const origin = new URL(url).origin;
    for (const name of ['script-src', 'connect-src'])
      if (!directive(name).includes(origin))
        problems.push(`the host's ${name} does not name the remote ${origin}`);
  }
  if (/localhost|127\.0\.0\.1/u.test(policy)) problems.push("the host's policy names a local address");
  return problems;
}

/**
 * A manifest's value as the CLI deploys it: a list joined, a parameter's expression
 * (`{{ params.NAME }}`) replaced by the value the deploy gives the parameter.
 */
function resolved(value: string | readonly string[] | undefined, params: Readonly<Record<string, string>>) {
  if (typeof value !== 'string') return value?.join(',');
  const param = /^\{\{ params\.(\w+) \}\}$/u.exec(value)?.[1];
  return param === undefined ? value : params[param];
}

/** What the bundle's manifest must match. */
export interface ExpectedFunctions {
  /** The functions the apps call and the server triggers. */
  readonly names: readonly string[];
  readonly plan: DeployPlan;
  /** The project's default Storage bucket. */
  readonly storageBucket: string;
  /** The secrets each function's code reads (`functionsSecrets.ts`). */
  readonly secretsRead: Readonly<Record<string, readonly string[]>>;
}

/**
 * The bundle has exactly the expected functions, each in the plan's region, the storage trigger on
 * the project's bucket, each declaring every secret its code reads, and every secret and parameter
 * it declares gets a value from the deploy.
 */
export function functionsProblems(manifest: FunctionsManifest, expected: ExpectedFunctions): string[] {
  const { names, plan, storageBucket, secretsRead } = expected;
  const found = Object.keys(manifest.endpoints);
  const problems = [
    ...names.filter((name) => !found.includes(name)).map((name) => `the functions' bundle lacks ${name}`),
    ...found
      .filter((name) => !names.includes(name))
      .map((name) => `the functions' bundle has ${name}, which no app calls and no trigger needs`),
  ];
  for (const [name, endpoint] of Object.entries(manifest.endpoints)) {
    const region = resolved(endpoint.region, plan.functionsParams);
    if (region !== plan.region) problems.push(`${name} runs in ${region ?? 'no region'}, not ${plan.region}`);
    const bucket = endpoint.eventTrigger?.eventFilters?.bucket;
    if (bucket !== undefined && bucket !== storageBucket)
      problems.push(`${name} watches the bucket ${bucket}, not ${storageBucket}`);
    const declared = (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key);
    for (const secret of secretsRead[name] ?? [])
      if (!declared.includes(secret))
        problems.push(`${name} reads the secret ${secret} without declaring it: deployed, it reads nothing`);
    for (const key of declared)
      if (!(key in plan.secrets) && !(PROVIDER_SECRETS as readonly string[]).includes(key))
        problems.push(`${name} declares the secret ${key}, which the deploy does not set`);
  }
  for (const param of manifest.params)
    if (param.type !== 'secret' && !(param.name in plan.functionsParams))
      problems.push(`the functions' parameter ${param.name} gets no value from the deploy`);
  return problems;
}

/** The Trigger Email extension's parameters without a default, which a manifest must give. */
export const MAIL_EXTENSION_REQUIRED = [
  'DATABASE',
  'DATABASE_REGION',
  'AUTH_TYPE',
  'MAIL_COLLECTION',
  'DEFAULT_FROM',
  'TTL_EXPIRE_TYPE',
  'TTL_EXPIRE_VALUE',
  'SMTP_CONNECTION_URI',
] as const;

/** The deploy installs the mail extension with every parameter it needs, on the collection the functions queue in. */
export function extensionProblems(
  config: FirebaseJson,
  params: Readonly<Record<string, string | undefined>>,
  mailCollection: string,
): string[] {
  const problems: string[] = [];
  if (config.extensions?.[MAIL_EXTENSION.instance] !== MAIL_EXTENSION.ref)
    problems.push(`the deploy's configuration does not install ${MAIL_EXTENSION.ref}`);
  for (const name of MAIL_EXTENSION_REQUIRED)
    if (!params[name]?.trim()) problems.push(`the mail extension's ${name} has no value`);
  if (params.MAIL_COLLECTION && params.MAIL_COLLECTION !== mailCollection)
    problems.push(
      `the mail extension watches ${params.MAIL_COLLECTION}, the functions queue in ${mailCollection}`,
    );
  return problems;
}

/** A field override of firestore.indexes.json, as far as a TTL policy goes. */
export interface FieldOverride {
  readonly collectionGroup: string;
  readonly fieldPath: string;
  readonly ttl?: boolean;
}

/**
 * Queued mail, attachments and addresses included, is deleted after a while: the mail extension dates
 * each message it takes (`delivery.expireAt`, from `TTL_EXPIRE_TYPE` and `TTL_EXPIRE_VALUE`) and a
 * TTL policy on that field deletes it.
 */
export function mailExpiryProblems(
  overrides: readonly FieldOverride[],
  params: Readonly<Record<string, string | undefined>>,
  mailCollection: string,
): string[] {
  const problems: string[] = [];
  if (params.TTL_EXPIRE_TYPE === 'never')
    problems.push('the mail extension dates no message for deletion (TTL_EXPIRE_TYPE is never)');
  const policy = overrides.some(
    (override) =>
      override.collectionGroup === mailCollection &&
      override.fieldPath === 'delivery.expireAt' &&
      override.ttl,
  );
  if (!policy)
    problems.push(`firestore.indexes.json has no TTL policy on ${mailCollection} delivery.expireAt`);
  return problems;
}

/** The catalogue has one price for each lookup key the functions ask for, as the price table sets it. */
export function priceProblems(
  catalogue: readonly CatalogueProduct[],
  lookupKeys: readonly string[],
): string[] {
  const prices = catalogue.flatMap((product) => product.prices);
  const problems = lookupKeys
    .filter((key) => prices.filter((price) => price.lookupKey === key).length !== 1)
    .map((key) => `the provider's catalogue has no single price for ${key}`);
  for (const price of prices) {
    const expected = priceOfLookupKey(price.lookupKey);
    if (!expected) problems.push(`the catalogue's price ${price.lookupKey} is no plan's`);
    else if (
      expected.amountMinor !== price.unitAmount ||
      expected.currency.toLowerCase() !== price.currency ||
      expected.period !== price.interval
    )
      problems.push(`the catalogue's price ${price.lookupKey} differs from the price table`);
  }
  return problems;
}
