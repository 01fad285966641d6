import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { estimateAudience } from '@adplatform/campaign-model/audience';
import { useCreationT } from '../../i18n/useCreationT';
import { useNetworkEstimate } from '../hooks/useNetworkEstimate';
import type { WizardAdSet } from '../model/wizardForm';

/**
 * How many people an ad set may reach (docs/product-rules.md §10.6): Meta's estimate through the ad
 * account brought in when Meta is connected (`networkEstimates`), the local model's otherwise or while
 * Meta's is on its way or missing; each says where it comes from.
 */
export function AudienceEstimate({
  adSet,
  networkEstimates,
}: {
  readonly adSet: Pick<WizardAdSet, 'audience' | 'placements'>;
  readonly networkEstimates: boolean;
}): ReactElement {
  const { t, i18n } = useCreationT();
  const local = estimateAudience(adSet.audience);
  const network = useNetworkEstimate(adSet, networkEstimates);
  const people = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumSignificantDigits: 2 });
  const fromNetwork = network.state === 'ready' ? network.estimate : null;
  const shown = fromNetwork ?? local;
  return (
    <div data-testid="audience-estimate" aria-live="polite" aria-busy={network.state === 'loading'}>
      <Typography.Text strong>
        {shown
          ? t('audience.estimate', { lower: people.format(shown.lower), upper: people.format(shown.upper) })
          : t('audience.estimateNone')}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {fromNetwork
          ? t('audience.estimateNetwork', { adAccount: fromNetwork.adAccountName })
          : network.state === 'loading'
            ? t('audience.estimateAsking')
            : t('audience.estimateModel')}
      </Typography.Text>
    </div>
  );
}
