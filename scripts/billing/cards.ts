import type Stripe from 'stripe';
import { newId } from './standInState';

/** What the payer typed in a card form, kept when the page shows a decline. */
export interface CardInput {
  readonly email: string;
  readonly cardNumber: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

/** A card kept as a customer's payment method, with what the provider does when it is used. */
export interface CardOnFile {
  readonly paymentMethod: Stripe.PaymentMethod;
  /** The provider's message when the card cannot even be saved; null when it can. */
  readonly attachError: string | null;
  /** The provider's message when a charge on the card is refused; null when charges succeed. */
  readonly chargeError: string | null;
}

const DECLINED = 'Your card was declined.';

/**
 * The provider's test cards and what each does (a number is compared without spaces): `…4242` pays;
 * `…0341` is saved but every charge is declined (how a renewal fails); the others are refused outright.
 */
export const TEST_CARDS: Readonly<
  Record<string, { readonly attachError: string | null; readonly chargeError: string | null }>
> = {
  '4242424242424242': { attachError: null, chargeError: null },
  '4000000000000341': { attachError: null, chargeError: DECLINED },
  '4000000000000002': { attachError: DECLINED, chargeError: DECLINED },
  '4000000000009995': {
    attachError: 'Your card has insufficient funds.',
    chargeError: 'Your card has insufficient funds.',
  },
  '4000000000000069': { attachError: 'Your card has expired.', chargeError: 'Your card has expired.' },
};

/** The message for a card number that is none of the test cards. */
export const INCORRECT_NUMBER = 'Your card number is incorrect.';

/** The card a form describes, as a payment method of the provider's shape. */
export function cardOnFile(input: CardInput): CardOnFile {
  const number = input.cardNumber.replace(/\s/g, '');
  const behaviour = TEST_CARDS[number] ?? { attachError: INCORRECT_NUMBER, chargeError: INCORRECT_NUMBER };
  const [month, year] = input.expiry.split('/').map((part) => Number.parseInt(part.trim(), 10));
  const paymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: {
      brand: 'visa',
      last4: number.slice(-4),
      exp_month: month || 12,
      exp_year: year ? 2000 + (year % 100) : 2034,
    },
    billing_details: { name: input.name || null, email: input.email || null },
  } as unknown as Stripe.PaymentMethod;
  return { paymentMethod, ...behaviour };
}

/** Why a charge on `card` is refused, or null when it is paid. */
export function chargeOutcome(card: CardOnFile | null): string | null {
  if (!card) return 'This customer has no payment method.';
  return card.chargeError;
}
