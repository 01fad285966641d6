import { formatMoney } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { formatFollowers, type Influencer } from '../model/influencer';

/** A figure of a creator's profile as shown. */
type Figure = (influencer: Influencer) => string;

/**
 * The profile's figures as the table and the profile show them, in the user's language; a figure the
 * platform does not give (a creator read from Instagram has no niche, audience, views or price) reads
 * "Not given", never a guess or a zero.
 */
export function useCreatorFigures(): Readonly<
  Record<'niche' | 'audience' | 'followers' | 'engagement' | 'avgViews' | 'price', Figure>
> {
  const { t, i18n } = useInfluencersT();
  const locale = i18n.language;
  const notGiven = t('notGiven');
  return {
    niche: ({ niche }) => (niche ? t(`niche.${niche}`) : notGiven),
    audience: ({ audienceCountry }) => (audienceCountry ? t(`country.${audienceCountry}`) : notGiven),
    followers: ({ followers }) => formatFollowers(followers, locale),
    engagement: ({ engagementRate }) =>
      engagementRate === null ? notGiven : t('percent', { value: engagementRate.toLocaleString(locale) }),
    avgViews: ({ avgViews }) => (avgViews === null ? notGiven : formatFollowers(avgViews, locale)),
    price: ({ priceFromMinor, currency }) =>
      priceFromMinor === null ? notGiven : formatMoney(priceFromMinor, currency, locale),
  };
}
