import { Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { formatMoney } from 'shared-ui';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { BudgetEditor } from './BudgetEditor';
import type { RowEditingProps } from './EditingCells';

/**
 * The row's budget (docs/product-rules.md §10.1): edited in place when the campaign carries it, within
 * the bounds the server checks; set on the ad sets, the sum of theirs, edited in the opened campaign.
 * Not once the campaign is archived or completed.
 */
export function BudgetCell({ row, pending, run }: RowEditingProps): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  if (row.budgetLevel === 'adSet') {
    return (
      <Flex vertical align="flex-end">
        <span>
          {tList(`budget.${row.budgetType}`, {
            amount: formatMoney(row.budgetMinor, row.currency, i18n.language),
          })}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="budget-on-ad-sets">
          {t('editing.budgetOnAdSets')}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <BudgetEditor
      id={row.id}
      name={row.name}
      subject={{ ...row, spentMinor: row.metrics.lifetime.spendMinor }}
      budgetMinor={row.budgetMinor}
      editable={row.status !== 'archived' && row.status !== 'completed'}
      pending={pending}
      save={async (amountMinor) => {
        const [result] = (await run([row.id], { kind: 'budget', amountMinor })) ?? [];
        if (!result) return undefined;
        return result.outcome === 'refused'
          ? { reason: result.reason ?? 'transition', networkMessage: result.networkMessage }
          : null;
      }}
    />
  );
}
