/** A Google Ads connection made against the stand-in, as a person of it answers Google's consent page. */
import { randomInt } from 'node:crypto';
import { DEMO_GOOGLE_ADS_ORIGIN } from '@adplatform/ad-networks/demo';
import { addStandInPerson } from '../../scripts/ad-networks/standInPeople';
import { callCallable } from './callable';
import { APP } from './metaDialog';

/** A person of the Google Ads stand-in with one customer of their own, `campaigns` campaigns over `days` days. */
export async function googleAdvertiser(campaigns: number, days: number) {
  const email = `sync-${randomInt(1e9)}@demo-google.test`;
  const customerId = `7${String(randomInt(1e9)).padStart(9, '0')}`;
  await addStandInPerson(DEMO_GOOGLE_ADS_ORIGIN, {
    email,
    campaigns,
    days,
    customers: [
      { id: customerId, descriptiveName: 'Search test', currencyCode: 'USD', timeZone: 'America/New_York' },
    ],
  });
  return { email, customerId };
}

/** Starts a Google Ads connection for the user and answers the stand-in's consent page as `email`. */
export async function throughTheConsentPage(
  idToken: string,
  email: string,
): Promise<{ code: string; state: string }> {
  const started = await callCallable('startAdNetworkConnection', { network: 'googleAds' }, idToken, {
    origin: APP,
  });
  expect(started.error).toBeUndefined();
  const page = new URL((started.result as { url: string }).url);
  expect(page.searchParams.get('access_type')).toBe('offline');
  expect(await (await fetch(page)).text()).toContain('Google Ads accounts');
  const back = await fetch(new URL('/o/oauth2/v2/auth/answer', page.origin), {
    method: 'POST',
    body: new URLSearchParams({
      redirect_uri: page.searchParams.get('redirect_uri') ?? '',
      state: page.searchParams.get('state') ?? '',
      scope: page.searchParams.get('scope') ?? '',
      email,
      answer: 'continue',
    }),
    redirect: 'manual',
  });
  const location = new URL(back.headers.get('location') ?? '');
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}
