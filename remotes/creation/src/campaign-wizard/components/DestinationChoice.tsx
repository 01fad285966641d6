import { Form } from 'shared-ui/antd/form';
import { Radio } from 'shared-ui/antd/data';
import { Space } from 'shared-ui/antd/layout';
import type { ReactElement } from 'react';
import { useCreationT } from '../../i18n/useCreationT';
import type { Destination } from '../api/destinations';

/** A destination's key in the choice; the empty key is "here only". */
const keyOf = (destination: Destination | null): string =>
  destination ? `${destination.network}:${destination.adAccountId}` : '';

/**
 * Where a new campaign runs (docs/product-rules.md §10.10 "Push out"): here only, or an ad account the
 * account brings in from a connected network. An ad account whose budgets are in another currency than
 * the campaign's cannot be chosen, and says why. Nothing is shown while no network is connected.
 */
export function DestinationChoice({
  destinations,
  value,
  currency,
  onChange,
}: {
  readonly destinations: readonly Destination[];
  readonly value: Destination | null;
  /** The campaign's budget currency. */
  readonly currency: string;
  readonly onChange: (destination: Destination | null) => void;
}): ReactElement | null {
  const { t } = useCreationT();
  if (destinations.length === 0) return null;
  return (
    <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
      <Form.Item label={t('destination.label')} extra={t('destination.help')}>
        <Radio.Group
          value={keyOf(value)}
          onChange={(event) =>
            onChange(destinations.find((destination) => keyOf(destination) === event.target.value) ?? null)
          }
          data-testid="campaign-destination"
        >
          <Space direction="vertical">
            <Radio value="">{t('destination.here')}</Radio>
            {destinations.map((destination) => (
              <Radio
                key={keyOf(destination)}
                value={keyOf(destination)}
                disabled={destination.currency !== currency}
              >
                {t('destination.account', {
                  network: t(`destination.networks.${destination.network}`),
                  name: destination.name,
                  id: destination.adAccountId,
                })}
                {destination.currency !== currency
                  ? ` · ${t('destination.otherCurrency', { currency: destination.currency })}`
                  : ''}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </Form>
  );
}
