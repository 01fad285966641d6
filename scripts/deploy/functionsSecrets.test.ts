import { secretsReadByFunction } from './functionsSecrets';

describe("the secrets the functions' code reads", () => {
  const read = secretsReadByFunction();

  it('follows a function through the functions it calls to the secret it reads', () => {
    // The webhook verifies signatures (the signing secret) and calls the provider (its key).
    expect(read.stripeWebhook).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    // Checkout calls the provider, but never verifies a signature.
    expect(read.createCheckoutSession).toEqual(['STRIPE_SECRET_KEY']);
    expect(read.syncAdNetworks).toEqual([
      'GOOGLE_ADS_CLIENT_SECRET',
      'GOOGLE_ADS_DEVELOPER_TOKEN',
      'META_APP_SECRET',
    ]);
  });

  it('finds none in a function that only names a module holding secrets, without calling what reads them', () => {
    expect(read.getUserSubscription).toEqual([]);
    expect(read.inviteMember).toEqual([]);
    expect(read.chooseAdAccounts).toEqual([]);
  });
});
