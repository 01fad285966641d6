import { Button, Flex } from 'shared-ui/antd/base';
import { InputNumber } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import {
  budgetMinimumMinor,
  budgetRefusal,
  minorUnitsPerUnit,
  type BudgetSubject,
  type ChangeRefusal,
} from '@adplatform/campaign-model';
import { formatMoney } from 'shared-ui';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';

/** The server's refusal of an amount: its reason, and for an ad network's refusal the network's words. */
export interface BudgetRefusal {
  readonly reason: ChangeRefusal;
  readonly networkMessage?: string;
}

/** What a budget editor shows and saves: a campaign's budget, or an ad set's. */
export interface BudgetEditorProps {
  /** Names the field's id and, with `name`, its labels. */
  readonly id: string;
  readonly name: string;
  /** The bounds: type, currency, schedule and what is spent (docs/product-rules.md §10.1). */
  readonly subject: BudgetSubject;
  /** The amount now, in minor units of `subject.currency`. */
  readonly budgetMinor: number;
  readonly editable: boolean;
  readonly pending: boolean;
  /**
   * Saves an amount within bounds. @returns null once applied, the server's refusal, or undefined when
   * the call failed (its notification says so; the amount stays in the field)
   */
  readonly save: (amountMinor: number) => Promise<BudgetRefusal | null | undefined>;
}

/**
 * A budget edited in place (docs/product-rules.md §10.1): the amount in the currency, checked as it is
 * typed against the same bounds as the server (the currency's minimum a day, or for every day of a
 * lifetime schedule; the maximum; no lifetime budget below what is spent). A refused amount stays in
 * the field with the reason under it (an ad network's refusal in the network's words).
 */
export function BudgetEditor({
  id,
  name,
  subject,
  budgetMinor,
  editable,
  pending,
  save,
}: BudgetEditorProps): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const locale = i18n.language;
  const { currency } = subject;
  const unit = minorUnitsPerUnit(currency);
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const [serverRefusal, setServerRefusal] = useState<BudgetRefusal | null>(null);
  // Closing the editor (saved, cancelled, Escape) gives the focus back to its Edit button, never to
  // the page's body.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useEffect(() => {
    if (draft !== undefined || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [draft]);
  const close = (): void => {
    focusEdit.current = true;
    setDraft(undefined);
  };
  const shown = tList(`budget.${subject.budgetType}`, { amount: formatMoney(budgetMinor, currency, locale) });
  if (draft === undefined) {
    return (
      <Flex align="center" justify="flex-end" gap={4}>
        <span>{shown}</span>
        {editable && (
          <Button
            ref={editButton}
            type="link"
            size="small"
            aria-label={t('editing.editBudget', { name })}
            onClick={() => {
              setServerRefusal(null);
              setDraft(budgetMinor / unit);
            }}
          >
            {t('editing.edit')}
          </Button>
        )}
      </Flex>
    );
  }
  const amountMinor = draft === null ? null : Math.round(draft * unit);
  const reason = amountMinor === null ? 'required' : budgetRefusal(subject, amountMinor);
  const problem = reason ?? serverRefusal?.reason ?? null;
  const message =
    problem === 'budgetTooLow'
      ? t('refusal.budgetTooLowMinimum', {
          amount: formatMoney(budgetMinimumMinor({ ...subject, spentMinor: 0 }), currency, locale),
        })
      : problem && t(`refusal.${problem}`, { message: serverRefusal?.networkMessage ?? '' });
  const submit = async (): Promise<void> => {
    if (reason || amountMinor === null) return;
    const refusal = await save(amountMinor);
    if (refusal) setServerRefusal(refusal);
    else if (refusal === null) close();
  };
  const inputId = `budget-${id}`;
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
          aria-label={t('editing.budgetInput', { currency })}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(value) => {
            setServerRefusal(null);
            setDraft(value);
          }}
          onPressEnter={() => void submit()}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          style={{ width: 120 }}
        />
        <Button
          size="small"
          type="primary"
          loading={pending}
          disabled={Boolean(reason)}
          onClick={() => void submit()}
        >
          {t('editing.save')}
        </Button>
        <Button size="small" onClick={close}>
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
