import path from 'node:path';
import { APPS, type FederatedApp } from '../lib/apps';
import type { DeployEnv } from './deployEnv';

/**
 * What a deploy makes of a project's configuration, before it touches anything: the Hosting sites,
 * the remotes' addresses, the builds' environment, the functions' parameters and secrets, the mail
 * extension's parameters (docs/operations.md "Deploying"). Pure, so the dry run checks exactly what
 * a deploy would do.
 */

/** An app's Hosting site on a project. */
export interface HostingSite {
  readonly app: FederatedApp;
  /** The site id: the project's default site for the host, `<project>-<remote's folder>` for a remote. */
  readonly site: string;
  /** Where the site is served, e.g. `https://my-project-reporting.web.app`. */
  readonly origin: string;
}

/** The Trigger Email extension as the deploy installs it. */
export const MAIL_EXTENSION = {
  instance: 'firestore-send-email',
  ref: 'firebase/firestore-send-email@0.2.4',
  /** The secret the extension's `SMTP_PASSWORD` parameter points at. */
  passwordSecret: 'firestore-send-email-SMTP_PASSWORD',
} as const;

/** Everything a deploy to one project creates or writes. */
export interface DeployPlan {
  readonly projectId: string;
  readonly region: string;
  readonly sites: readonly HostingSite[];
  /** The host's remotes.json on the project: each remote's manifest on its site. */
  readonly remotesJson: Readonly<Record<string, string>>;
  /** The origins the app is served from (the functions' `APP_ORIGINS`). */
  readonly appOrigins: readonly string[];
  /** The apps' build environment (webpack.common.ts reads it). */
  readonly buildEnv: Readonly<Record<string, string>>;
  /** The functions' string parameters, written to the upload's `.env.<project>` (`functionsUpload.ts`). */
  readonly functionsParams: Readonly<Record<string, string>>;
  /** Secret Manager secrets the deploy sets (the webhook's signing secret comes from the provider). */
  readonly secrets: Readonly<Record<string, string>>;
  /** The mail extension's parameters of this project, over `extensions/firestore-send-email.env`. */
  readonly extensionParams: Readonly<Record<string, string>>;
  /** Where the payment provider sends its events. */
  readonly webhookUrl: string;
  /** Whether the provider's key is a test-mode key. */
  readonly billingTestMode: boolean;
}

/** Every app's Hosting site on `projectId`, host first. */
export function hostingSites(projectId: string): HostingSite[] {
  return APPS.map((app) => {
    const site = app.isHost ? projectId : `${projectId}-${path.basename(app.workspace)}`;
    return { app, site, origin: `https://${site}.web.app` };
  });
}

/** The URL of a function deployed to `region` of `projectId`. */
export function functionUrl(projectId: string, region: string, name: string): string {
  return `https://${region}-${projectId}.cloudfunctions.net/${name}`;
}

/** The plan of a deploy with configuration `env`. */
export function deployPlan(env: DeployEnv): DeployPlan {
  const { projectId } = env;
  const region = env.FIREBASE_FUNCTIONS_REGION;
  const sites = hostingSites(projectId);
  const appOrigins =
    env.APP_ORIGINS.length > 0
      ? env.APP_ORIGINS
      : [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`];
  const smtpPassword = env.SMTP_PASSWORD.trim();
  return {
    projectId,
    region,
    sites,
    remotesJson: Object.fromEntries(
      sites
        .filter(({ app }) => !app.isHost)
        .map(({ app, origin }) => [app.name, `${origin}/mf-manifest.json`]),
    ),
    appOrigins,
    buildEnv: {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_API_KEY: env.FIREBASE_API_KEY,
      FIREBASE_AUTH_DOMAIN: env.FIREBASE_AUTH_DOMAIN,
      FIREBASE_STORAGE_BUCKET: env.FIREBASE_STORAGE_BUCKET,
      FIREBASE_FUNCTIONS_REGION: region,
      FIREBASE_APP_ID: env.FIREBASE_APP_ID,
      FIREBASE_APPCHECK_SITE_KEY: env.FIREBASE_APPCHECK_SITE_KEY,
      FIREBASE_EMULATOR_HOST: '',
    },
    functionsParams: {
      FUNCTIONS_REGION: region,
      APP_ORIGINS: appOrigins.join(','),
      META_APP_ID: env.META_APP_ID,
      GOOGLE_ADS_CLIENT_ID: env.GOOGLE_ADS_CLIENT_ID,
    },
    secrets: {
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      META_APP_SECRET: env.META_APP_SECRET,
      GOOGLE_ADS_CLIENT_SECRET: env.GOOGLE_ADS_CLIENT_SECRET,
      GOOGLE_ADS_DEVELOPER_TOKEN: env.GOOGLE_ADS_DEVELOPER_TOKEN,
      ...(smtpPassword ? { [MAIL_EXTENSION.passwordSecret]: smtpPassword } : {}),
    },
    extensionParams: {
      DATABASE_REGION: env.FIRESTORE_LOCATION,
      SMTP_CONNECTION_URI: env.SMTP_CONNECTION_URI,
      DEFAULT_FROM: env.MAIL_FROM,
      ...(smtpPassword
        ? { SMTP_PASSWORD: `projects/${projectId}/secrets/${MAIL_EXTENSION.passwordSecret}/versions/latest` }
        : {}),
    },
    webhookUrl: functionUrl(projectId, region, 'stripeWebhook'),
    billingTestMode: /^(sk|rk)_test_/u.test(env.STRIPE_SECRET_KEY),
  };
}

/** The secrets the functions read that the payment provider hands out: set when the webhook is created. */
export const PROVIDER_SECRETS = ['STRIPE_WEBHOOK_SECRET'] as const;
