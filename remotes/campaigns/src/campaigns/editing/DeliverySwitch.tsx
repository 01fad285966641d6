import { Switch } from 'shared-ui/antd/overlay';
import type { ReactElement } from 'react';
import { isSwitchedOn, statusAfter } from '@adplatform/campaign-model';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import type { RowEditingProps } from './EditingCells';

/**
 * The row's on/off switch (docs/product-rules.md §10.1): on = active (or scheduled to start), off =
 * paused. Disabled where neither way is allowed (a draft, a completed or archived campaign), with the
 * reason as its title.
 */
export function DeliverySwitch({ row, pending, run }: RowEditingProps): ReactElement {
  const { t } = useCampaignsEditingT();
  const on = isSwitchedOn(row.status);
  const next = statusAfter(on ? 'pause' : 'resume', row, new Date());
  const disabled = next.kind !== 'applied' || row.status === 'draft';
  return (
    <Switch
      size="small"
      checked={on}
      loading={pending}
      disabled={disabled}
      title={next.kind === 'refused' ? t(`refusal.${next.reason}`) : undefined}
      aria-label={t('editing.switch', { name: row.name })}
      onChange={(checked) => void run([row.id], { kind: 'status', action: checked ? 'resume' : 'pause' })}
      data-testid="campaign-switch"
    />
  );
}
