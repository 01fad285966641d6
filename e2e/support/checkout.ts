import type { Page } from '@playwright/test';

/**
 * Fills the payment provider's Checkout page (the stand-in's in the demo project) with a test card and
 * subscribes. `4242 4242 4242 4242` is paid; `4000 0000 0000 0002` is declined.
 */
export async function payAtCheckout(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Jo Journey');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}
