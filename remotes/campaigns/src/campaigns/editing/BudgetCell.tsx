import { Button, Flex } from 'shared-ui/antd/base';
import { InputNumber } from 'shared-ui/antd/authoring';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { budgetMinimumMinor, budgetRefusal, minorUnitsPerUnit } from '@adplatform/campaign-model';
import { formatMoney } from 'shared-ui';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import type { RowEditingProps } from './EditingCells';

/**
 * The row's budget, edited in place (docs/product-rules.md §10.1): the amount in the campaign's
 * currency, checked as it is typed against the same bounds as the server (the currency's minimum a
 * day, or for every day of a lifetime schedule; the maximum; no lifetime budget below what is spent).
 * A refused amount stays in the field with the reason under it.
 */
export function BudgetCell({ row, pending, run }: RowEditingProps): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const locale = i18n.language;
  const unit = minorUnitsPerUnit(row.currency);
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const [serverReason, setServerReason] = useState<string | null>(null);
  const shown = tList(`budget.${row.budgetType}`, {
    amount: formatMoney(row.budgetMinor, row.currency, locale),
  });
  const editable = row.status !== 'archived' && row.status !== 'completed';
  if (draft === undefined) {
    return (
      <Flex align="center" justify="flex-end" gap={4}>
        <span>{shown}</span>
        {editable && (
          <Button
            type="link"
            size="small"
            aria-label={t('editing.editBudget', { name: row.name })}
            onClick={() => {
              setServerReason(null);
              setDraft(row.budgetMinor / unit);
            }}
          >
            {t('editing.edit')}
          </Button>
        )}
      </Flex>
    );
  }
  const amountMinor = draft === null ? null : Math.round(draft * unit);
  const spent = { ...row, spentMinor: row.metrics.lifetime.spendMinor };
  const reason = amountMinor === null ? 'required' : budgetRefusal(spent, amountMinor);
  const problem = reason ?? serverReason;
  const message =
    problem === 'budgetTooLow'
      ? t('refusal.budgetTooLowMinimum', {
          amount: formatMoney(budgetMinimumMinor(row), row.currency, locale),
        })
      : problem && t(`refusal.${problem}`);
  const save = async (): Promise<void> => {
    if (reason || amountMinor === null) return;
    const results = await run([row.id], { kind: 'budget', amountMinor });
    const result = results?.[0];
    if (result?.outcome === 'refused') setServerReason(result.reason ?? 'transition');
    else if (result) setDraft(undefined);
  };
  const inputId = `budget-${row.id}`;
  return (
    <Flex vertical gap={4} align="flex-end">
      <Flex gap={4}>
        <InputNumber<number>
          id={inputId}
          autoFocus
          size="small"
          min={0}
          step={1}
          precision={Math.log10(unit)}
          value={draft}
          status={message ? 'error' : undefined}
          aria-label={t('editing.budgetInput', { currency: row.currency })}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(value) => {
            setServerReason(null);
            setDraft(value);
          }}
          onPressEnter={() => void save()}
          onKeyDown={(event) => event.key === 'Escape' && setDraft(undefined)}
          style={{ width: 120 }}
        />
        <Button
          size="small"
          type="primary"
          loading={pending}
          disabled={Boolean(reason)}
          onClick={() => void save()}
        >
          {t('editing.save')}
        </Button>
        <Button size="small" onClick={() => setDraft(undefined)}>
          {t('editing.cancel')}
        </Button>
      </Flex>
      {message && (
        <Typography.Text id={`${inputId}-error`} role="alert" type="danger" style={{ fontSize: 12 }}>
          {message}
        </Typography.Text>
      )}
    </Flex>
  );
}
