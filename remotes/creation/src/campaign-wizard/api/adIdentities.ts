import { callFunction } from 'shared-auth';
import { z } from 'zod';

/** A Facebook Page a Meta ad may speak as, with the Instagram account linked to it (if any). */
export interface AdPage {
  readonly id: string;
  readonly name: string;
  readonly instagram: { readonly id: string; readonly username: string } | null;
}

/**
 * Who a Meta campaign's ads speak as (docs/decisions/0054-meta-ad-media.md): a Page, and the Instagram
 * account shown on Instagram, or none (Instagram then shows the Page).
 */
export interface AdIdentity {
  readonly pageId: string;
  readonly instagramUserId: string | null;
}

/** Who an ad speaks as through `page`: the Page, and its Instagram account when it has one. */
export const identityOf = (page: AdPage): AdIdentity => ({
  pageId: page.id,
  instagramUserId: page.instagram?.id ?? null,
});

/** Why the Pages could not be read: Meta not connected, its consent missing, or Meta's failure. */
export type AdPagesRefusal = 'notConnected' | 'adIdentityConsent' | 'failed';

const answerSchema = z.object({
  pages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      instagram: z.object({ id: z.string(), username: z.string() }).nullable(),
    }),
  ),
});

/**
 * The Pages the connected Meta person manages, through the `listAdIdentities` callable.
 * @throws FunctionsError `functions/failed-precondition` (`details.reason` `notConnected`,
 *   `adIdentityConsent`), `functions/unavailable`, `functions/permission-denied`
 */
export async function readAdPages(): Promise<AdPage[]> {
  return answerSchema.parse(await callFunction('listAdIdentities', {})).pages;
}

/** The refusal a failed {@link readAdPages} names. */
export function adPagesRefusalOf(error: unknown): AdPagesRefusal {
  const reason = (error as { details?: { reason?: unknown } }).details?.reason;
  return reason === 'notConnected' || reason === 'adIdentityConsent' ? reason : 'failed';
}
