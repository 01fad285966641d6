import { callFunction } from 'shared-auth';

/** A lead form of the chosen Google Ads accounts, and where it delivers its leads now. */
export interface GoogleLeadForm {
  readonly customerId: string;
  readonly id: string;
  readonly name: string;
  readonly businessName: string;
  /** `here` (this account), `elsewhere` (another webhook, which choosing replaces) or `none`. */
  readonly delivery: 'here' | 'elsewhere' | 'none';
}

/**
 * `listGoogleLeadForms`: the lead forms of the Google Ads accounts the account brings in, and when
 * Google's test lead last reached it (docs/decisions/0051-google-ads-lead-forms.md).
 * @throws FunctionsError `failed-precondition` (`details.reason` `notConnected`, `reconnect`,
 *   `refused`), `unavailable` (`networkUnavailable`), `permission-denied` (plan).
 */
export async function listGoogleLeadForms(): Promise<{ forms: GoogleLeadForm[]; lastTestAt: Date | null }> {
  const { forms, lastTestAt } = (await callFunction('listGoogleLeadForms', {})) as {
    forms: GoogleLeadForm[];
    lastTestAt: string | null;
  };
  return { forms, lastTestAt: lastTestAt ? new Date(lastTestAt) : null };
}

/**
 * `chooseGoogleLeadForms`: the account receives the leads of exactly these forms from now on; Google
 * Ads is set to deliver them here.
 * @throws FunctionsError as {@link listGoogleLeadForms}; `invalid-argument` for a form not of the
 *   chosen ad accounts.
 */
export async function chooseGoogleLeadForms(
  forms: readonly { readonly customerId: string; readonly id: string }[],
): Promise<void> {
  await callFunction('chooseGoogleLeadForms', {
    forms: forms.map(({ customerId, id }) => ({ customerId, id })),
  });
}
