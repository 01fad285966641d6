import { advanceToPeriodEnd, submitCard } from '../scripts/billing/testClock';
import { APP, recordWhen, redirectUrl } from './support/billing';
import { callCallable, createSignedInUser } from './support/callable';

/** A verified user who paid for Plus monthly at the stand-in's Checkout, once the webhook wrote it. */
async function plusSubscriber() {
  const user = await createSignedInUser(true);
  const checkout = await redirectUrl(
    'createCheckoutSession',
    { plan: 'Plus', period: 'month' },
    user.idToken,
  );
  expect((await submitCard(checkout, '4242 4242 4242 4242')).status).toBe(303);
  const record = await recordWhen(user.uid, (r) => r.status === 'active');
  const call = (name: string, data: unknown = {}) => callCallable(name, data, user.idToken, { origin: APP });
  return { ...user, subscriptionId: String(record?.providerSubscriptionId), call };
}

type Account = {
  subscription: { plan: string; cancelAtPeriodEnd: boolean } | null;
  paymentMethod: { last4: string } | null;
  nextInvoice: { amountMinor: number } | null;
  openInvoice: { amountMinor: number } | null;
  invoices: { status: string; amountMinor: number; pdfUrl: string | null }[];
};

describe('the billing account in settings (docs/product-rules.md §12)', () => {
  it('shows the card, the next invoice and the paid invoice with its PDF', async () => {
    const user = await plusSubscriber();
    const account = (await user.call('getBillingAccount')).result as Account;
    expect(account.subscription).toMatchObject({ plan: 'Plus', period: 'month', cancelAtPeriodEnd: false });
    expect(account.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(account.nextInvoice).toMatchObject({ amountMinor: 4900, currency: 'USD' });
    expect(account.invoices).toHaveLength(1);
    expect(account.invoices[0]).toMatchObject({ status: 'paid', amountMinor: 4900 });
    const pdf = await fetch(account.invoices[0]!.pdfUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const printed = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(printed.startsWith('%PDF-')).toBe(true);
    // Titled after the invoice's number, in the document's information dictionary.
    expect(printed).toMatch(/\(Invoice [\w-]+\)/);

    const empty = await createSignedInUser(true);
    expect((await callCallable('getBillingAccount', {}, empty.idToken)).result).toEqual({
      subscription: null,
      paymentMethod: null,
      nextInvoice: null,
      openInvoice: null,
      invoices: [],
    });
  });

  it('previews an upgrade with the provider’s proration and charges exactly that on confirmation', async () => {
    const user = await plusSubscriber();
    const preview = (await user.call('previewPlanChange', { plan: 'Premium', period: 'month' })).result as {
      amountDueMinor: number;
      prorationDate: number;
      lines: { amountMinor: number }[];
      recurringMinor: number;
    };
    // A month barely started: the unused Plus month is credited, the rest of it billed at Premium's price.
    expect(preview.lines).toHaveLength(2);
    expect(preview.lines[0]!.amountMinor).toBeLessThan(0);
    expect(preview.amountDueMinor).toBeGreaterThan(4900);
    expect(preview.amountDueMinor).toBeLessThanOrEqual(5000);
    expect(preview.recurringMinor).toBe(9900);
    expect((await user.call('previewPlanChange', { plan: 'Plus', period: 'month' })).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect(
      (
        await user.call('changeSubscriptionPlan', {
          plan: 'Premium',
          period: 'month',
          prorationDate: 1_700_000_000,
        })
      ).error?.message,
    ).toMatch(/expired/);

    await user.call('changeSubscriptionPlan', {
      plan: 'Premium',
      period: 'month',
      prorationDate: preview.prorationDate,
    });
    expect(await recordWhen(user.uid, (r) => r.selectedPlan === 'Premium')).toMatchObject({
      selectedPlan: 'Premium',
      status: 'active',
    });
    const account = (await user.call('getBillingAccount')).result as Account;
    expect(account.invoices[0]).toMatchObject({ status: 'paid', amountMinor: preview.amountDueMinor });
    expect(account.nextInvoice?.amountMinor).toBe(9900);
  });

  it('cancels at period end and undoes it; at the period’s end a cancelled subscription ends', async () => {
    const user = await plusSubscriber();
    await user.call('setCancelAtPeriodEnd', { cancelAtPeriodEnd: true });
    expect(await recordWhen(user.uid, (r) => r.cancelAtPeriodEnd === true)).toMatchObject({
      status: 'active',
    });
    expect(((await user.call('getBillingAccount')).result as Account).nextInvoice).toBeNull();
    await user.call('setCancelAtPeriodEnd', { cancelAtPeriodEnd: false });
    expect(await recordWhen(user.uid, (r) => r.cancelAtPeriodEnd === false)).toMatchObject({
      status: 'active',
    });

    await user.call('setCancelAtPeriodEnd', { cancelAtPeriodEnd: true });
    await recordWhen(user.uid, (r) => r.cancelAtPeriodEnd === true);
    await advanceToPeriodEnd(user.subscriptionId);
    expect(await recordWhen(user.uid, (r) => r.status === 'canceled')).toMatchObject({ status: 'canceled' });
    expect((await user.call('setCancelAtPeriodEnd', { cancelAtPeriodEnd: false })).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
  });

  it('a refused renewal makes the subscription past due; a new card in the portal pays the open invoice', async () => {
    const user = await plusSubscriber();
    const portal = await redirectUrl(
      'createBillingPortalSession',
      { flow: 'payment_method_update' },
      user.idToken,
    );
    const declined = await submitCard(portal, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const saved = await submitCard(portal, '4000 0000 0000 0341');
    expect(saved.headers.get('location')).toBe(`${APP}/settings?portal=return`);

    await advanceToPeriodEnd(user.subscriptionId);
    expect(await recordWhen(user.uid, (r) => r.status === 'past_due')).toMatchObject({ status: 'past_due' });
    const pastDue = (await user.call('getBillingAccount')).result as Account;
    expect(pastDue.openInvoice?.amountMinor).toBe(4900);
    expect(pastDue.nextInvoice).toBeNull();
    const refused = await user.call('payOpenInvoice');
    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'card-declined' },
    });
    expect((await user.call('previewPlanChange', { plan: 'Premium', period: 'month' })).error?.status).toBe(
      'FAILED_PRECONDITION',
    );

    await submitCard(
      await redirectUrl('createBillingPortalSession', { flow: 'payment_method_update' }, user.idToken),
      '4242 4242 4242 4242',
    );
    expect((await user.call('payOpenInvoice')).result).toEqual({ paid: true });
    expect(await recordWhen(user.uid, (r) => r.status === 'active')).toMatchObject({ status: 'active' });
    expect(((await user.call('getBillingAccount')).result as Account).openInvoice).toBeNull();
  });

  it('refuses the account’s actions to a user without a paid subscription, and a portal for a foreign page', async () => {
    const user = await createSignedInUser(true);
    for (const [name, data] of [
      ['previewPlanChange', { plan: 'Premium', period: 'month' }],
      ['setCancelAtPeriodEnd', { cancelAtPeriodEnd: true }],
      ['payOpenInvoice', {}],
      ['createBillingPortalSession', { flow: 'payment_method_update' }],
    ] as const) {
      expect((await callCallable(name, data, user.idToken, { origin: APP })).error?.status).toBe(
        'FAILED_PRECONDITION',
      );
    }
    const subscriber = await plusSubscriber();
    const foreign = await callCallable(
      'createBillingPortalSession',
      { flow: 'payment_method_update' },
      subscriber.idToken,
      {
        origin: 'https://evil.example',
      },
    );
    expect(foreign.error?.status).toBe('PERMISSION_DENIED');
    expect((await subscriber.call('setCancelAtPeriodEnd', { cancelAtPeriodEnd: 'yes' })).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});
