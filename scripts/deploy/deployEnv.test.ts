import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ROOT } from '../lib/emulatorEnv';
import { DEPLOY_VARIABLES, DeployEnvError, parseDeployEnv } from './deployEnv';
import { deployPlan, hostingSites } from './deployPlan';
import { sampleDeployEnv } from './dryRun';

const template = parseEnv(readFileSync(path.join(ROOT, '.env.example'), 'utf8'));

function problemsOf(projectId: string, variables: Record<string, string | undefined>): readonly string[] {
  try {
    parseDeployEnv(projectId, variables);
  } catch (error) {
    if (error instanceof DeployEnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('a project\'s deploy configuration (docs/operations.md "Deploying")', () => {
  it('refuses the template as it is, naming every variable left empty at once', () => {
    const problems = problemsOf('my-adplatform', template);
    expect(problems).toContain('FIREBASE_API_KEY is empty');
    expect(problems).toContain('STRIPE_SECRET_KEY is not a secret or restricted key (sk_test_…, sk_live_…)');
    expect(problems).toContain('MAIL_FROM is not an address');
    expect(problems.length).toBeGreaterThan(10);
  });

  it('refuses the demo project, which lives in the emulators only', () => {
    expect(problemsOf('demo-adplatform', template)).toEqual([
      'demo-adplatform is a demo project: it lives in the emulators only',
    ]);
  });

  it('refuses a password inside the SMTP address, an http origin and a missing variable', () => {
    const env = { ...sampleDeployEnv() } as Record<string, unknown>;
    const variables = Object.fromEntries(
      DEPLOY_VARIABLES.map((name) => [name, Array.isArray(env[name]) ? '' : String(env[name])]),
    );
    expect(
      problemsOf('my-adplatform', {
        ...variables,
        SMTP_CONNECTION_URI: 'smtps://user:secret@smtp.example.com:465',
        APP_ORIGINS: 'http://app.example.com',
        META_APP_SECRET: undefined,
      }),
    ).toEqual([
      'APP_ORIGINS.0 is not an https origin such as https://app.example.com',
      'META_APP_SECRET is missing',
      'SMTP_CONNECTION_URI is not smtp(s)://[user@]host:port without a password',
    ]);
  });
});

describe('the deploy plan', () => {
  const plan = deployPlan(sampleDeployEnv());

  it("gives the host the project's default site and each remote a site of its own", () => {
    expect(hostingSites('my-adplatform').map(({ site }) => site)).toEqual([
      'my-adplatform',
      'my-adplatform-campaigns',
      'my-adplatform-reporting',
      'my-adplatform-leads',
      'my-adplatform-ad-library',
      'my-adplatform-influencers',
      'my-adplatform-settings',
      'my-adplatform-creation',
      'my-adplatform-audiences',
    ]);
  });

  it("lists each remote's manifest on its site in the host's remotes.json", () => {
    expect(plan.remotesJson.adLibrary).toBe('https://adplatform-sample-ad-library.web.app/mf-manifest.json');
    expect(Object.keys(plan.remotesJson)).not.toContain('host');
  });

  it('serves the app from the default site when no origin is configured, and builds for no emulator', () => {
    expect(plan.appOrigins).toEqual([
      'https://adplatform-sample.web.app',
      'https://adplatform-sample.firebaseapp.com',
    ]);
    expect(plan.buildEnv.FIREBASE_EMULATOR_HOST).toBe('');
    expect(plan.functionsParams.FUNCTIONS_REGION).toBe('europe-west1');
    expect(plan.webhookUrl).toBe('https://europe-west1-adplatform-sample.cloudfunctions.net/stripeWebhook');
  });

  it("keeps the SMTP password a secret the extension's parameter points at", () => {
    expect(plan.secrets['firestore-send-email-SMTP_PASSWORD']).toBe('sample-password');
    expect(plan.extensionParams.SMTP_PASSWORD).toBe(
      'projects/adplatform-sample/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest',
    );
  });
});
