import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createSignedInUser } from './callable';
import { namePrefixes } from '@adplatform/campaign-model';

/** A day in ms. */
export const DAY = 24 * 60 * 60 * 1000;

/** An ad set as sent. */
export type SentAdSet = Record<string, unknown> & {
  audience: Record<string, unknown>;
  placements: Record<string, unknown>;
  ads: Record<string, unknown>[];
};

/** A campaign form as sent: steps as records, so that a test can break any field. */
export type SentForm = Record<string, unknown> & {
  budget: Record<string, unknown>;
  adSets: SentAdSet[];
};

/** An ad of a sent form. */
export function sentAd(headline = 'Ski season is here'): Record<string, unknown> {
  return {
    headline,
    primaryText: 'Gear up with 20% off everything.',
    mediaPath: null,
    callToAction: 'shop_now',
    destinationUrl: 'https://example.com/winter',
  };
}

/** A form that passes the schema of `createCampaign`: one ad set of one ad; tests break one field at a time. */
export function validForm(): SentForm {
  return {
    name: 'Winter Launch – US Feed',
    objective: 'sales',
    budget: {
      type: 'lifetime',
      amountMinor: 250_000,
      currency: 'USD',
      startDate: '2099-01-10',
      endDate: '2099-02-10',
    },
    adSets: [
      {
        name: '',
        audience: {
          locations: ['US', 'CA'],
          ageMin: 25,
          ageMax: 54,
          genders: ['female', 'male'],
          interests: [{ id: 'local:skiing', name: 'Skiing', audienceShare: 0.02 }],
        },
        placements: { automatic: true, chosen: [] },
        amountMinor: null,
        ads: [sentAd()],
      },
    ],
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

/** A campaign document as createCampaign would write it, with `fields` changed. */
export function campaignFixture(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const name = typeof fields.name === 'string' ? fields.name : 'Spring Sale – UK Stories';
  return {
    name,
    namePrefixes: namePrefixes(name),
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
  };
}

/** Writes a campaign as createCampaign would, with `fields` changed; answers its id. */
export async function givenCampaign(uid: string, fields: Record<string, unknown> = {}): Promise<string> {
  const ref = adminDb().collection(`users/${uid}/campaigns`).doc();
  await ref.set(campaignFixture(fields));
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
