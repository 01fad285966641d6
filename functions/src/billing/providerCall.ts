import { logger } from '../logging/requestLog';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';

/** `details.reason` of a refused card: the client names it in the user's language. */
export const CARD_DECLINED = 'card-declined';

/**
 * Runs a call to the provider and answers its failures as callables do: a refused card is
 * `failed-precondition` with the provider's message and `details.reason` {@link CARD_DECLINED}; any
 * other provider failure is `unavailable` (logged with `what` and the user); an `HttpsError` passes.
 * @throws HttpsError as above.
 */
export async function providerCall<T>(what: string, uid: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new HttpsError('failed-precondition', error.message, { reason: CARD_DECLINED });
    }
    logger.error(`${what} failed at the payment provider`, { uid, error });
    throw new HttpsError('unavailable', 'The payment provider could not be reached. Try again.');
  }
}
