import type { StandInSession } from './standInState';

/**
 * What the stand-in's Checkout does with a card number: the provider's test cards and the messages
 * its Checkout shows for them (a card number is compared without spaces).
 */
export const TEST_CARDS: Readonly<Record<string, { readonly declineMessage: string | null }>> = {
  '4242424242424242': { declineMessage: null },
  '4000000000000002': { declineMessage: 'Your card was declined.' },
  '4000000000009995': { declineMessage: 'Your card has insufficient funds.' },
  '4000000000000069': { declineMessage: 'Your card has expired.' },
};

/** The message for a card number that is none of the test cards. */
export const INCORRECT_NUMBER = 'Your card number is incorrect.';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the payer typed, kept when the page shows a decline. */
export interface CardInput {
  readonly email: string;
  readonly cardNumber: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

/**
 * The stand-in's hosted Checkout page (English only, as a provider's page in test mode): what is
 * bought, a card form, the decline message when there is one, and the way back to the app.
 */
export function checkoutPage(
  session: StandInSession,
  email: string,
  input?: CardInput,
  error?: string,
): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: session.price.currency.toUpperCase(),
  }).format((session.price.unit_amount ?? 0) / 100);
  const field = (name: keyof CardInput, label: string, value: string, extra = '') =>
    `<label>${label}<input name="${name}" value="${escape(value)}" ${extra}></label>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout (test mode)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{display:block;width:100%;padding:8px;box-sizing:border-box}
button{margin-top:20px;width:100%;padding:10px;background:#0b1f44;color:#fff;border:0;border-radius:6px}
[role=alert]{color:#b42318;margin-top:12px}.test{background:#fff4d6;padding:4px 8px;border-radius:4px}</style></head>
<body><p class="test">Test mode: a stand-in of the payment provider's Checkout</p>
<a href="${escape(session.cancelUrl)}" data-testid="checkout-back">← Back</a>
<h1>Subscribe to ${escape(session.price.lookup_key ?? '')}</h1>
<p data-testid="checkout-amount">${amount} per ${escape(session.price.recurring?.interval ?? 'month')}</p>
<form method="post">
${field('email', 'Email', input?.email ?? email, 'type="email" autocomplete="email"')}
${field('cardNumber', 'Card number', input?.cardNumber ?? '', 'inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'Expiration (MM / YY)', input?.expiry ?? '', 'autocomplete="cc-exp"')}
${field('cvc', 'CVC', input?.cvc ?? '', 'autocomplete="cc-csc"')}
${field('name', 'Cardholder name', input?.name ?? '', 'autocomplete="cc-name"')}
${error ? `<p role="alert" data-testid="checkout-error">${escape(error)}</p>` : ''}
<button type="submit">Subscribe</button>
</form></body></html>`;
}
