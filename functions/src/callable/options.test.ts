import { BULK_CALL, CHARGE_CALL, MAIL_CALL, READ_CALL, WRITE_CALL } from './options';

/** The exported functions; loaded once the project config the Storage trigger needs is set. */
let functions: Record<string, { __endpoint?: Endpoint }>;

beforeAll(() => {
  process.env.FIREBASE_CONFIG ??= JSON.stringify({
    projectId: 'demo-adplatform',
    storageBucket: 'demo-adplatform.appspot.com',
  });
  functions = jest.requireActual('../index');
});

type Endpoint = {
  readonly callableTrigger?: unknown;
  readonly timeoutSeconds?: number;
  readonly availableMemoryMb?: number;
  readonly concurrency?: number;
  readonly maxInstances?: number;
  readonly httpsTrigger?: unknown;
  readonly secretEnvironmentVariables?: ReadonlyArray<{ key: string }>;
};

const CALLABLES = [
  'acceptInvitation',
  'addInstagramCreator',
  'assignLeads',
  'changeMemberRole',
  'changeSubscriptionPlan',
  'chooseAdAccounts',
  'chooseGoogleLeadForms',
  'chooseLeadPages',
  'createBillingPortalSession',
  'createCampaign',
  'createCheckoutSession',
  'disconnectAdNetwork',
  'estimateAudience',
  'finishAdNetworkConnection',
  'getBillingAccount',
  'getUserSubscription',
  'importLeads',
  'inviteMember',
  'listAdIdentities',
  'listGoogleLeadForms',
  'listLeadPages',
  'mergeLeads',
  'payOpenInvoice',
  'previewPlanChange',
  'removeMember',
  'revokeInvitation',
  'saveReportSchedule',
  'searchAdLibrary',
  'searchInterests',
  'sendReportNow',
  'setCancelAtPeriodEnd',
  'setLeadAssignment',
  'startAdNetworkConnection',
  'syncAdNetwork',
  'updateCampaigns',
  'updateDeliveryItems',
  'updateMatchingCampaigns',
];

/** The callables that connect an ad network, or talk to one. */
const NETWORK_CALLABLES = [
  'startAdNetworkConnection',
  'finishAdNetworkConnection',
  'syncAdNetwork',
  'updateCampaigns',
  'updateDeliveryItems',
  'updateMatchingCampaigns',
  'createCampaign',
  'searchInterests',
  'estimateAudience',
];

/** The callables that talk to Meta alone (its Pages' lead forms, its Ad Library, Instagram's creators). */
const META_CALLABLES = [
  'listAdIdentities',
  'listLeadPages',
  'chooseLeadPages',
  'searchAdLibrary',
  'addInstagramCreator',
];

/** The callables that talk to Google Ads alone (its lead forms). */
const GOOGLE_ADS_CALLABLES = ['listGoogleLeadForms', 'chooseGoogleLeadForms'];

/** The callables that talk to the payment provider. */
const BILLING_CALLABLES = CALLABLES.filter(
  (name) =>
    ![
      'acceptInvitation',
      'assignLeads',
      'changeMemberRole',
      'chooseAdAccounts',
      'disconnectAdNetwork',
      ...NETWORK_CALLABLES,
      ...META_CALLABLES,
      ...GOOGLE_ADS_CALLABLES,
      'createCampaign',
      'getUserSubscription',
      'importLeads',
      'inviteMember',
      'mergeLeads',
      'removeMember',
      'revokeInvitation',
      'saveReportSchedule',
      'sendReportNow',
      'setLeadAssignment',
      'updateDeliveryItems',
    ].includes(name),
);

describe('the callable functions’ production options', () => {
  it('finds every callable function', () => {
    const callables = Object.entries(functions).filter(
      ([, exported]) => exported.__endpoint?.callableTrigger,
    );
    expect(callables.map(([name]) => name).sort()).toEqual(CALLABLES);
  });

  it.each(CALLABLES)('%s has a time-out, memory, concurrency and an instance ceiling', (name) => {
    const endpoint = functions[name]?.__endpoint;
    expect(endpoint?.timeoutSeconds).toBeGreaterThan(0);
    expect(endpoint?.availableMemoryMb).toBeGreaterThanOrEqual(256);
    expect(endpoint?.concurrency).toBeGreaterThan(1);
    expect(endpoint?.maxInstances).toBeGreaterThan(0);
  });

  it('asks an App Check token of every call that writes, not of the subscription read', () => {
    for (const kind of [WRITE_CALL, BULK_CALL, MAIL_CALL, CHARGE_CALL]) {
      expect(kind.options.enforceAppCheck).toBe(true);
    }
    expect(READ_CALL.options.enforceAppCheck).toBeUndefined();
  });

  it('consumes the App Check token of the calls that send mail or charge money, and of no other', () => {
    expect(MAIL_CALL.options.consumeAppCheckToken).toBe(true);
    expect(CHARGE_CALL.options.consumeAppCheckToken).toBe(true);
    for (const kind of [READ_CALL, WRITE_CALL, BULK_CALL]) {
      expect(kind.options.consumeAppCheckToken).toBeUndefined();
    }
  });

  it('gives the browser events collector production options, and no secret', () => {
    const collector = functions.collectClientEvents?.__endpoint;
    expect(collector?.httpsTrigger).toBeDefined();
    expect(collector?.timeoutSeconds).toBeGreaterThan(0);
    expect(collector?.maxInstances).toBeGreaterThan(0);
    expect(collector?.concurrency).toBeGreaterThan(1);
    expect(collector?.secretEnvironmentVariables ?? []).toEqual([]);
  });

  it('gives the webhook production options, and the billing functions the provider’s secrets outside a demo project', () => {
    // This test process names no project (GCLOUD_PROJECT unset), as a deploy to a real project would not be a demo.
    expect(process.env.GCLOUD_PROJECT).toBeUndefined();
    const webhook = functions.stripeWebhook?.__endpoint;
    expect(webhook?.httpsTrigger).toBeDefined();
    expect(webhook?.timeoutSeconds).toBeGreaterThan(0);
    expect(webhook?.maxInstances).toBeGreaterThan(0);
    for (const name of ['stripeWebhook', ...BILLING_CALLABLES]) {
      const secrets = functions[name]?.__endpoint?.secretEnvironmentVariables?.map(({ key }) => key);
      expect(secrets?.sort()).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    }
  });

  it('gives the functions that talk to the ad networks their apps’ secrets outside a demo project', () => {
    for (const name of [...NETWORK_CALLABLES, 'syncAdNetworks']) {
      const secrets = functions[name]?.__endpoint?.secretEnvironmentVariables?.map(({ key }) => key);
      expect([name, secrets]).toEqual([
        name,
        ['META_APP_SECRET', 'GOOGLE_ADS_CLIENT_SECRET', 'GOOGLE_ADS_DEVELOPER_TOKEN'],
      ]);
    }
    for (const name of [...META_CALLABLES, 'metaLeadWebhook']) {
      const secrets = functions[name]?.__endpoint?.secretEnvironmentVariables?.map(({ key }) => key);
      expect([name, secrets]).toEqual([name, ['META_APP_SECRET']]);
    }
    for (const name of GOOGLE_ADS_CALLABLES) {
      const secrets = functions[name]?.__endpoint?.secretEnvironmentVariables?.map(({ key }) => key);
      expect([name, secrets]).toEqual([name, ['GOOGLE_ADS_CLIENT_SECRET', 'GOOGLE_ADS_DEVELOPER_TOKEN']]);
    }
    // Google's deliveries are checked with the key kept for their hook: the webhook needs no secret.
    expect(functions.googleAdsLeadWebhook?.__endpoint?.secretEnvironmentVariables ?? []).toEqual([]);
  });
});
