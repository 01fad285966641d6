import { expect, test, type Page } from './support/test';
import { advanceToPeriodEnd } from '../scripts/billing/testClock';
import { settled } from './support/app';
import { paidSubscriber, providerSubscriptionOf } from './support/subscriber';

/** Saves a card in the provider's portal (the stand-in's) and comes back to settings. */
async function updateCardInPortal(page: Page, cardNumber: string) {
  await page.getByRole('button', { name: 'Update payment method' }).first().click();
  await expect(page.getByRole('heading', { name: 'Update payment method' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Jo Billing');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/settings\?portal=return$/);
}

test('Plus upgrades to Premium: the cost is shown before, the card is charged, and Leads opens', async ({
  page,
}) => {
  await paidSubscriber(page, 'Plus', 'upgrade');
  await page.getByTestId('nav-leads').click();
  await expect(page).toHaveURL(/\/settings\?locked=leads$/);
  await expect(page.getByTestId('subscription-price')).toContainText('$49.00 / month');
  await page.getByTestId('subscription-locked').getByRole('button', { name: 'Upgrade to Premium' }).click();

  const preview = page.getByTestId('plan-change-preview');
  await expect(preview).toContainText('Unused time on Plus (monthly)');
  await expect(preview).toContainText('Remaining time on Premium (monthly)');
  await expect(page.getByTestId('plan-change-recurring')).toContainText('Then $99.00 / month from');
  const due = (await page.getByTestId('plan-change-due').innerText()).match(/\$(\d+\.\d\d)/)?.[1];
  expect(Number(due)).toBeGreaterThan(49);
  expect(Number(due)).toBeLessThanOrEqual(50);
  // Nothing has changed yet: the dialog asks first.
  await expect(page.getByTestId('subscription-plan')).toHaveText('Plus');
  await page.getByRole('button', { name: `Pay $${due} and switch` }).click();

  await expect(page.getByTestId('subscription-plan')).toHaveText('Premium');
  await expect(page.getByTestId('subscription-next-invoice')).toContainText('$99.00');
  await expect(page.getByTestId('invoices').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('invoices').locator('tbody tr').first()).toContainText(`$${due}`);
  await page.getByTestId('nav-leads').click();
  await expect(page).toHaveURL(/\/leads$/);
});

test('cancel at period end keeps access until the end, can be undone, and at the end confines to /settings', async ({
  page,
}) => {
  const user = await paidSubscriber(page, 'Plus', 'cancel');
  await settled(page);
  await page.getByTestId('nav-settings').click();
  await expect(page.getByTestId('subscription-card')).toContainText('VISA •••• 4242');
  await expect(page.getByTestId('subscription-next-invoice')).toContainText('$49.00');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  const scheduled = page.getByTestId('subscription-cancel-scheduled');
  await expect(scheduled).toContainText('Your Plus plan ends on');
  await expect(page.getByTestId('subscription-next-invoice')).toHaveCount(0);

  // Access stays until the end of the period.
  await page.getByTestId('nav-campaigns').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('nav-settings').click();
  await scheduled.getByRole('button', { name: 'Keep my subscription' }).click();
  await expect(scheduled).toHaveCount(0);
  await expect(page.getByTestId('subscription-next-invoice')).toContainText('$49.00');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(scheduled).toBeVisible();
  await advanceToPeriodEnd(await providerSubscriptionOf(user.uid));

  await expect(async () => {
    await page.getByTestId('nav-campaigns').click();
    await expect(page).toHaveURL(/\/settings$/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('subscription-status')).toHaveText('Canceled');
  await expect(page.getByTestId('subscription-inactive')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
});

test('a refused renewal makes the user past due; paying from settings lets them back in', async ({
  page,
}) => {
  const user = await paidSubscriber(page, 'Plus', 'pastdue');
  await settled(page);
  await page.getByTestId('nav-settings').click();
  // The card on file will refuse the renewal.
  await updateCardInPortal(page, '4000 0000 0000 0341');
  await expect(page.getByTestId('subscription-card')).toContainText('•••• 0341');
  await advanceToPeriodEnd(await providerSubscriptionOf(user.uid));

  await expect(async () => {
    await page.getByTestId('nav-campaigns').click();
    await expect(page).toHaveURL(/\/settings$/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const notice = page.getByTestId('subscription-past-due');
  await expect(notice).toContainText('Your last payment failed');
  await expect(page.getByTestId('subscription-status')).toHaveText('Past due');
  await notice.getByRole('button', { name: 'Pay $49.00 now' }).click();
  await expect(
    page.getByText('Your card was declined. Update your payment method and try again.'),
  ).toBeVisible();

  await updateCardInPortal(page, '4242 4242 4242 4242');
  await notice.getByRole('button', { name: 'Pay $49.00 now' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('invoices').locator('tbody tr').first()).toContainText('Paid');
  await page.getByTestId('nav-campaigns').click();
  await expect(page).toHaveURL(/\/$/);
});
