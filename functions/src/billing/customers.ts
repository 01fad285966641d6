import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { billingProvider } from './provider';

/**
 * `billingCustomers/{uid}`: the provider's customer of a user, created once and kept
 * (docs/product-rules.md §12). Written and read only by the functions; the rules deny clients.
 */
const storedCustomerSchema = z.object({ customerId: z.string().min(1) });

function customerRef(uid: string) {
  return getFirestore().collection('billingCustomers').doc(uid);
}

/**
 * The provider's customer id of `uid`, or null when the user has none yet.
 * @throws Error when the stored document is malformed.
 */
export async function storedCustomerId(uid: string): Promise<string | null> {
  const snapshot = await customerRef(uid).get();
  return snapshot.exists ? storedCustomerSchema.parse(snapshot.data()).customerId : null;
}

/**
 * The provider's customer of `uid`: the kept one, or one created now (with the user's e-mail and uid)
 * and kept. Two calls at once create one customer: the provider's idempotency key is the uid.
 * @returns the customer id (`cus_…`)
 * @throws StripeError when the provider cannot be reached.
 */
export async function customerOf(uid: string, email: string | undefined, now: Date): Promise<string> {
  const kept = await storedCustomerId(uid);
  if (kept) return kept;
  const customer = await billingProvider().customers.create(
    { email, metadata: { uid } },
    { idempotencyKey: `customer-of-${uid}` },
  );
  await getFirestore().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(customerRef(uid));
    if (!snapshot.exists) {
      transaction.create(customerRef(uid), { customerId: customer.id, createdAt: Timestamp.fromDate(now) });
    }
  });
  return (await storedCustomerId(uid)) ?? customer.id;
}
