import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import * as z from 'zod';
import { ROOT } from '../lib/emulatorEnv';

/**
 * What a deploy to a real project is configured with: the variables of `.env.example`, read from
 * `.env.<project id>` and the environment (docs/operations.md "Deploying").
 */

const required = z.string().trim().min(1, 'is empty');

/** An origin the app is served from: https, no path. */
const httpsOrigin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.origin === value;
    } catch {
      return false;
    }
  }, 'is not an https origin such as https://app.example.com');

/** The extension's own check of its SMTP URI, without a password in it (that goes in SMTP_PASSWORD). */
const smtpUri = z
  .string()
  .trim()
  .regex(
    /^smtps?:\/\/([^:@/]+@)?[^:@/]+:\d+(\?\S*)?$/u,
    'is not smtp(s)://[user@]host:port without a password',
  );

/** An address, or a name and an address (`Adplatform <reports@example.com>`), as the extension takes it. */
const mailFrom = z
  .string()
  .trim()
  .regex(/^([^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|[^<>]+<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/u, 'is not an address');

const deployEnvSchema = z.object({
  FIREBASE_API_KEY: required,
  FIREBASE_AUTH_DOMAIN: required,
  FIREBASE_STORAGE_BUCKET: required,
  FIREBASE_APP_ID: required,
  FIREBASE_FUNCTIONS_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]+-[a-z]+\d+$/u, 'is not a region such as us-central1'),
  FIRESTORE_LOCATION: z
    .string()
    .trim()
    .regex(/^([a-z]+\d|[a-z]+-[a-z]+\d+|us|eu)$/u, 'is not a location such as nam5 or europe-west1'),
  FIREBASE_APPCHECK_SITE_KEY: required,
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpsOrigin)),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/u, 'is not a secret or restricted key (sk_test_…, sk_live_…)'),
  META_APP_ID: required,
  META_APP_SECRET: required,
  GOOGLE_ADS_CLIENT_ID: required,
  GOOGLE_ADS_CLIENT_SECRET: required,
  GOOGLE_ADS_DEVELOPER_TOKEN: required,
  SMTP_CONNECTION_URI: smtpUri,
  SMTP_PASSWORD: z.string().default(''),
  MAIL_FROM: mailFrom,
});

/** A real project's deploy configuration, checked. */
export type DeployEnv = z.infer<typeof deployEnvSchema> & { readonly projectId: string };

/** A configuration that cannot deploy: each line names a variable and what is wrong with it. */
export class DeployEnvError extends Error {
  override readonly name = 'DeployEnvError';
  constructor(
    readonly projectId: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The deploy to ${projectId} is not configured (.env.example says what each variable is):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
}

/** The names `.env.example` documents, in its order: the template and the schema must not drift. */
export const DEPLOY_VARIABLES = Object.keys(deployEnvSchema.shape);

/**
 * Checks a project's variables.
 * @param projectId - the Firebase project; a `demo-` project is the local one and is never deployed
 * @param variables - the file's variables with the environment's over them
 * @throws DeployEnvError naming every missing or malformed variable at once
 */
export function parseDeployEnv(
  projectId: string,
  variables: Readonly<Record<string, string | undefined>>,
): DeployEnv {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/u.test(projectId))
    throw new DeployEnvError(projectId, [`${projectId} is not a Firebase project id`]);
  if (projectId.startsWith('demo-'))
    throw new DeployEnvError(projectId, [`${projectId} is a demo project: it lives in the emulators only`]);
  const picked = Object.fromEntries(DEPLOY_VARIABLES.map((name) => [name, variables[name] ?? undefined]));
  const result = deployEnvSchema.safeParse(picked);
  if (!result.success) {
    throw new DeployEnvError(
      projectId,
      result.error.issues.map(
        (issue) => `${issue.path.join('.')} ${issue.code === 'invalid_type' ? 'is missing' : issue.message}`,
      ),
    );
  }
  return { ...result.data, projectId };
}

/** Where a project's configuration is kept: `.env.<project id>` at the repository's root. */
export function deployEnvFile(projectId: string): string {
  return path.join(ROOT, `.env.${projectId}`);
}

/**
 * Reads and checks a project's configuration: its file's variables, the environment's over them.
 * @throws DeployEnvError as {@link parseDeployEnv}
 */
export function readDeployEnv(projectId: string, env: NodeJS.ProcessEnv = process.env): DeployEnv {
  const file = deployEnvFile(projectId);
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return parseDeployEnv(projectId, { ...fromFile, ...env });
}
