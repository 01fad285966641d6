import { expect, type Page } from '@playwright/test';
import { adminDb, createTestUser, type TestUser } from '../../scripts/lib/testAccounts';
import { signIn } from './app';
import { payAtCheckout } from './checkout';

/**
 * A new verified user who chose `plan` (monthly) in onboarding and paid at the stand-in's Checkout
 * with `4242…`, signed in on `page` and back on the campaigns list.
 */
export async function paidSubscriber(
  page: Page,
  plan: 'Basic' | 'Plus' | 'Premium',
  prefix: string,
): Promise<TestUser> {
  const user = await createTestUser({ prefix, emailVerified: true });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/on-boarding$/);
  await page
    .getByTestId(`plan-${plan}`)
    .getByRole('button', { name: `Choose ${plan}` })
    .click();
  await payAtCheckout(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/$/);
  return user;
}

/** The provider subscription the webhook wrote into the user's record. */
export async function providerSubscriptionOf(uid: string): Promise<string> {
  const record = (await adminDb().doc(`subscriptions/${uid}`).get()).data();
  return String(record?.providerSubscriptionId);
}
