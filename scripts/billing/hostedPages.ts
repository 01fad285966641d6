import type Stripe from 'stripe';
import type { CardInput } from './cards';
import type { StandInSession } from './standInState';
import { escapeHtml as escape } from '../lib/html';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{display:block;width:100%;padding:8px;box-sizing:border-box}
button{margin-top:20px;width:100%;padding:10px;background:#0b1f44;color:#fff;border:0;border-radius:6px}
[role=alert]{color:#b42318;margin-top:12px}.test{background:#fff4d6;padding:4px 8px;border-radius:4px}`;

/** A page of the stand-in (English only, as a provider's page in test mode), marked as test mode. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} (test mode)</title><style>${STYLE}</style></head>
<body><p class="test">Test mode: a stand-in of the payment provider</p>
${body}</body></html>`;
}

/** The card form of Checkout and of the portal; `input` and `error` redisplay a refused card. */
function cardForm(submit: string, email: string | null, input?: CardInput, error?: string): string {
  const field = (name: keyof CardInput, label: string, value: string, extra = '') =>
    `<label>${label}<input name="${name}" value="${escape(value)}" ${extra}></label>`;
  return `<form method="post">
${email === null ? '' : field('email', 'Email', input?.email ?? email, 'type="email" autocomplete="email"')}
${field('cardNumber', 'Card number', input?.cardNumber ?? '', 'inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'Expiration (MM / YY)', input?.expiry ?? '', 'autocomplete="cc-exp"')}
${field('cvc', 'CVC', input?.cvc ?? '', 'autocomplete="cc-csc"')}
${field('name', 'Cardholder name', input?.name ?? '', 'autocomplete="cc-name"')}
${error ? `<p role="alert" data-testid="checkout-error">${escape(error)}</p>` : ''}
<button type="submit">${escape(submit)}</button>
</form>`;
}

/**
 * The stand-in's hosted Checkout page: what is bought, a card form, the decline message when there
 * is one, and the way back to the app.
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
  return page(
    'Checkout',
    `<a href="${escape(session.cancelUrl)}" data-testid="checkout-back">← Back</a>
<h1>Subscribe to ${escape(session.price.lookup_key ?? '')}</h1>
<p data-testid="checkout-amount">${amount} per ${escape(session.price.recurring?.interval ?? 'month')}</p>
${cardForm('Subscribe', email, input, error)}`,
  );
}

/**
 * The stand-in's customer portal, on its "update payment method" flow: the card on file, a form for
 * a new one, and the way back to the app.
 */
export function portalPage(
  returnUrl: string,
  current: Stripe.PaymentMethod | null,
  input?: CardInput,
  error?: string,
): string {
  const card = current?.card;
  return page(
    'Billing portal',
    `<a href="${escape(returnUrl)}" data-testid="portal-back">← Return to the app</a>
<h1>Update payment method</h1>
<p data-testid="portal-current">${card ? `Current: ${escape(card.brand)} •••• ${escape(card.last4)}` : 'No payment method on file'}</p>
${cardForm('Save card', null, input, error)}`,
  );
}
