import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ROOT } from '../lib/emulatorEnv';
import { BILLING_CATALOGUE, type CatalogueProduct } from './billingCatalogue';
import { DEPLOY_VARIABLES } from './deployEnv';
import { deployFirebaseConfig, readFirebaseJson, type FirebaseJson } from './deployFiles';
import { deployPlan, type DeployPlan } from './deployPlan';
import {
  cspProblems,
  extensionProblems,
  functionsProblems,
  hostingProblems,
  mailExpiryProblems,
  MAIL_EXTENSION_REQUIRED,
  priceProblems,
  templateProblems,
} from './dryRunChecks';
import { sampleDeployEnv } from './dryRun';
import type { FunctionsManifest } from './functionsManifest';

// Each check passes on what the deploy builds from the sample configuration, and names the one
// thing broken in a copy of it (docs/operations.md "Deploying").

const plan: DeployPlan = deployPlan(sampleDeployEnv());
const config = (): FirebaseJson => deployFirebaseConfig(readFirebaseJson(), plan);
const lookupKeys = BILLING_CATALOGUE.flatMap((product) => product.prices.map((price) => price.lookupKey));

describe('the template', () => {
  it('passes when it documents exactly the variables read', () => {
    expect(templateProblems([...DEPLOY_VARIABLES], DEPLOY_VARIABLES)).toEqual([]);
  });

  it('fails on a variable it leaves out, or one nobody reads', () => {
    const template = DEPLOY_VARIABLES.filter((name) => name !== 'MAIL_FROM');
    expect(templateProblems([...template, 'OLD_KEY'], DEPLOY_VARIABLES)).toEqual([
      '.env.example does not document MAIL_FROM',
      '.env.example documents OLD_KEY, which the deploy does not read',
    ]);
  });
});

describe('Hosting', () => {
  it('passes with a site for every target and the host’s headers', () => {
    expect(hostingProblems(config(), plan)).toEqual([]);
  });

  it('fails on a target without a site', () => {
    const broken = config();
    broken.hosting.push({ ...broken.hosting[1]!, target: 'newsletter' });
    expect(hostingProblems(broken, plan)).toEqual([
      'Hosting target newsletter has no site on adplatform-sample',
    ]);
  });

  it('fails on an app without a target, and on a host without its security headers', () => {
    const broken = config();
    broken.hosting = broken.hosting.filter((target) => target.target !== 'leads');
    broken.hosting[0]!.headers = broken.hosting[0]!.headers.filter(
      (rule) => !rule.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    const problems = hostingProblems(broken, plan);
    expect(problems).toContain('leads has no Hosting target in firebase.json');
    expect(problems).toContain("the host's site has no Content-Security-Policy header");
  });
});

describe('the Content-Security-Policy', () => {
  it('passes when it names every remote of the project and no local address', () => {
    expect(cspProblems(config(), plan)).toEqual([]);
  });

  it('fails on a remote it does not name', () => {
    const withNewRemote = {
      ...plan,
      remotesJson: { ...plan.remotesJson, audiences: 'https://audiences.example.com/mf-manifest.json' },
    };
    expect(cspProblems(config(), withNewRemote)).toEqual([
      "the host's script-src does not name the remote https://audiences.example.com",
      "the host's connect-src does not name the remote https://audiences.example.com",
    ]);
  });

  it('fails on the local policy of firebase.json, which names the emulators and local remotes', () => {
    expect(cspProblems(readFirebaseJson(), plan)).toContain("the host's policy names a local address");
  });
});

describe('the functions', () => {
  const manifest = (): FunctionsManifest => ({
    endpoints: {
      getUserSubscription: { region: '{{ params.FUNCTIONS_REGION }}', callableTrigger: {} },
      stripeWebhook: {
        region: [plan.region],
        httpsTrigger: {},
        secretEnvironmentVariables: [{ key: 'STRIPE_WEBHOOK_SECRET' }],
      },
      checkUploadedMediaFile: {
        region: [plan.region],
        eventTrigger: { eventFilters: { bucket: 'adplatform-sample.firebasestorage.app' } },
      },
    },
    params: [
      { name: 'FUNCTIONS_REGION', type: 'string' },
      { name: 'STRIPE_WEBHOOK_SECRET', type: 'secret' },
    ],
  });
  const expected = {
    names: ['checkUploadedMediaFile', 'getUserSubscription', 'stripeWebhook'],
    plan,
    storageBucket: 'adplatform-sample.firebasestorage.app',
    secretsRead: { stripeWebhook: ['STRIPE_WEBHOOK_SECRET'] },
  };

  it('pass when the bundle has exactly the expected ones, where the plan puts them', () => {
    expect(functionsProblems(manifest(), expected)).toEqual([]);
  });

  it('fail on a function the bundle lacks, and on one nobody expects', () => {
    const broken = manifest();
    delete broken.endpoints.stripeWebhook;
    broken.endpoints.oldFunction = { region: [plan.region], callableTrigger: {} };
    expect(functionsProblems(broken, expected)).toEqual([
      "the functions' bundle lacks stripeWebhook",
      "the functions' bundle has oldFunction, which no app calls and no trigger needs",
    ]);
  });

  it('fail on a function in another region, a trigger on another bucket, a secret read but not declared, a secret or parameter without a value', () => {
    const broken = manifest();
    broken.endpoints.getUserSubscription!.region = ['us-central1'];
    broken.endpoints.checkUploadedMediaFile!.eventTrigger = { eventFilters: { bucket: 'other.appspot.com' } };
    broken.endpoints.stripeWebhook!.secretEnvironmentVariables = [{ key: 'UNSET_SECRET' }];
    broken.params.push({ name: 'NEW_PARAM', type: 'string' });
    expect(functionsProblems(broken, expected)).toEqual([
      'getUserSubscription runs in us-central1, not europe-west1',
      'stripeWebhook reads the secret STRIPE_WEBHOOK_SECRET without declaring it: deployed, it reads nothing',
      'stripeWebhook declares the secret UNSET_SECRET, which the deploy does not set',
      'checkUploadedMediaFile watches the bucket other.appspot.com, not adplatform-sample.firebasestorage.app',
      "the functions' parameter NEW_PARAM gets no value from the deploy",
    ]);
  });
});

describe('the mail extension', () => {
  const params = (): Record<string, string> =>
    Object.fromEntries(
      MAIL_EXTENSION_REQUIRED.map((name) => [name, name === 'MAIL_COLLECTION' ? 'mail' : 'x']),
    );

  it('passes when declared with every required parameter on the functions’ collection', () => {
    expect(extensionProblems(config(), params(), 'mail')).toEqual([]);
  });

  it('fails when not declared, on a missing parameter, and on another collection', () => {
    const broken = config();
    delete broken.extensions;
    const missing = params();
    delete missing.DEFAULT_FROM;
    missing.MAIL_COLLECTION = 'outbox';
    expect(extensionProblems(broken, missing, 'mail')).toEqual([
      "the deploy's configuration does not install firebase/firestore-send-email@0.2.4",
      "the mail extension's DEFAULT_FROM has no value",
      'the mail extension watches outbox, the functions queue in mail',
    ]);
  });
});

describe('the expiry of queued mail', () => {
  const overrides = () =>
    (
      JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
        fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
      }
    ).fieldOverrides;
  const extension = parseEnv(readFileSync(path.join(ROOT, 'extensions', 'firestore-send-email.env'), 'utf8'));

  it('passes with the repository’s TTL policy and the extension’s parameters', () => {
    expect(mailExpiryProblems(overrides(), extension, 'mail')).toEqual([]);
  });

  it('fails without the TTL policy on delivery.expireAt, and when the extension dates nothing', () => {
    const withoutPolicy = overrides().filter((override) => override.collectionGroup !== 'mail');
    expect(mailExpiryProblems(withoutPolicy, { ...extension, TTL_EXPIRE_TYPE: 'never' }, 'mail')).toEqual([
      'the mail extension dates no message for deletion (TTL_EXPIRE_TYPE is never)',
      'firestore.indexes.json has no TTL policy on mail delivery.expireAt',
    ]);
  });
});

describe('the prices', () => {
  it('pass when the catalogue has each lookup key once, at the price table’s price', () => {
    expect(priceProblems(BILLING_CATALOGUE, lookupKeys)).toEqual([]);
  });

  it('fail on a missing lookup key and on a price that differs from the table', () => {
    const [first, ...rest] = BILLING_CATALOGUE;
    const broken: CatalogueProduct[] = [
      { ...first!, prices: [{ ...first!.prices[0]!, unitAmount: 1 }] },
      ...rest,
    ];
    expect(priceProblems(broken, lookupKeys)).toEqual([
      "the provider's catalogue has no single price for adplatform_basic_year",
      "the catalogue's price adplatform_basic_month differs from the price table",
    ]);
  });
});
