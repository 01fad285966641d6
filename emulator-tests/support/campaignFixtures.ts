import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createSignedInUser } from './callable';

/** A day in ms. */
export const DAY = 24 * 60 * 60 * 1000;

/** A campaign form as sent: steps as records, so that a test can break any field. */
export type SentForm = Record<string, unknown> & {
  audience: Record<string, unknown>;
  budget: Record<string, unknown>;
  creative: Record<string, unknown>;
};

/** A form that passes the schema of `createCampaign`; tests break one field at a time. */
export function validForm(): SentForm {
  return {
    name: 'Winter Launch – US Feed',
    objective: 'sales',
    audience: {
      locations: ['US', 'CA'],
      ageMin: 25,
      ageMax: 54,
      genders: ['female', 'male'],
      interests: ['skiing'],
    },
    budget: {
      type: 'lifetime',
      amountMinor: 250_000,
      currency: 'USD',
      startDate: '2099-01-10',
      endDate: '2099-02-10',
    },
    creative: {
      headline: 'Ski season is here',
      primaryText: 'Gear up with 20% off everything.',
      mediaPath: null,
      callToAction: 'shop_now',
      destinationUrl: 'https://example.com/winter',
    },
  };
}

/** A signed-in, verified user whose subscription is `plan` in `status`. */
export async function userWithPlan(
  plan: string,
  status = 'active',
): Promise<{ uid: string; idToken: string }> {
  const user = await createSignedInUser(true);
  await adminDb().doc(`subscriptions/${user.uid}`).set({ selectedPlan: plan, status });
  return user;
}

/** Writes a campaign as createCampaign would, with `fields` changed; answers its id. */
export async function givenCampaign(uid: string, fields: Record<string, unknown> = {}): Promise<string> {
  const ref = adminDb().collection(`users/${uid}/campaigns`).doc();
  await ref.set({
    name: 'Spring Sale – UK Stories',
    nameTokens: ['spring'],
    status: 'active',
    objective: 'sales',
    budgetType: 'daily',
    budgetMinor: 5_000,
    currency: 'USD',
    startDate: Timestamp.fromMillis(Date.now() - 10 * DAY),
    endDate: null,
    createdAt: Timestamp.fromMillis(Date.now() - 12 * DAY),
    updatedAt: Timestamp.fromMillis(Date.now() - 12 * DAY),
    ...fields,
  });
  return ref.id;
}

/** Writes an active ad set named `name` with one ad under `campaignId`; answers the ad set's id. */
export async function givenAdSet(uid: string, campaignId: string, name: string): Promise<string> {
  const ref = adminDb().collection(`users/${uid}/campaigns/${campaignId}/adSets`).doc();
  await ref.set({ name, status: 'active', placements: ['feed'], budgetType: null, budgetMinor: null });
  await adminDb()
    .collection(`users/${uid}/campaigns/${campaignId}/ads`)
    .doc()
    .set({ adSetId: ref.id, name: `${name} ad`, status: 'active' });
  return ref.id;
}
