import { Alert, Flex, Spin } from 'shared-ui/antd/base';
import { Modal } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import type { PlanChangePreview, PlanChoice } from '@adplatform/plans/billing';
import { formatDate, formatMoney } from 'shared-ui';
import { useSettingsT } from '../../../i18n/useSettingsT';
import { confirmPlanChange, previewPlanChange, RecordNotYetUpdated, refusalReason } from '../../api/billing';

/** Props of {@link PlanChangeModal}. */
export interface PlanChangeModalProps {
  /** The plan and period to move to; null keeps the dialog closed. */
  readonly choice: PlanChoice | null;
  readonly onClose: () => void;
  /** Called once the record carries the new plan. */
  readonly onChanged: () => void;
}

/**
 * A plan change says what it costs before it happens (docs/product-rules.md §12): the provider's
 * proration lines, what is due today, the new price and when it renews; confirming charges exactly
 * that. A declined card keeps the dialog open with the reason. Keyed by the choice, so that each
 * choice starts from a fresh preview.
 */
export function PlanChangeModal({ choice, onClose, onChanged }: PlanChangeModalProps): ReactElement {
  const { t, i18n } = useSettingsT();
  const locale = i18n.language;
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!choice) return;
    let current = true;
    previewPlanChange(choice)
      .then((answer) => current && setPreview(answer))
      .catch((error: unknown) => {
        console.error('[settings] plan change preview failed', error);
        if (current) setProblem(t('subscription.previewFailed'));
      });
    return () => {
      current = false;
    };
  }, [choice, t]);

  const money = (amountMinor: number) => formatMoney(amountMinor, preview?.currency ?? 'USD', locale);
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setProblem(null);
    try {
      await confirmPlanChange(preview);
      notify({ type: 'success', message: t('subscription.changed') });
      onChanged();
    } catch (error) {
      console.error('[settings] plan change failed', error);
      if (error instanceof RecordNotYetUpdated) setProblem(t('subscription.slow'));
      else if (refusalReason(error) === 'card-declined') setProblem(t('subscription.cardDeclined'));
      else setProblem(t('subscription.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const planName = choice ? t(`plans.${choice.plan}`, { ns: 'common' }) : '';
  const periodName = choice
    ? t(choice.period === 'year' ? 'subscription.periodYear' : 'subscription.periodMonth')
    : '';
  return (
    <Modal
      open={choice !== null}
      title={t('subscription.previewTitle', { plan: planName, period: periodName })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={
        preview && preview.amountDueMinor > 0
          ? t('subscription.confirmPay', { amount: money(preview.amountDueMinor) })
          : t('subscription.confirmSwitch')
      }
      okButtonProps={{ disabled: !preview, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      destroyOnHidden
    >
      <div data-testid="plan-change-preview">
        {!preview && !problem && (
          <Flex gap={12} align="center">
            <Spin size="small" />
            <Typography.Text>{t('subscription.previewLoading')}</Typography.Text>
          </Flex>
        )}
        {preview && (
          <>
            <ul style={{ paddingInlineStart: 18 }}>
              {preview.lines.map((line, index) => (
                <li key={index}>
                  {line.description}: <strong>{formatMoney(line.amountMinor, line.currency, locale)}</strong>
                </li>
              ))}
            </ul>
            <Typography.Paragraph data-testid="plan-change-due">
              {t('subscription.dueToday')}: <strong>{money(preview.amountDueMinor)}</strong>
              {preview.totalMinor < 0 &&
                ` · ${t('subscription.credit', { amount: money(-preview.totalMinor) })}`}
            </Typography.Paragraph>
            <Typography.Paragraph data-testid="plan-change-recurring">
              {t('subscription.thenRecurring', {
                price: t(preview.period === 'year' ? 'plans.perYear' : 'plans.perMonth', {
                  ns: 'common',
                  price: money(preview.recurringMinor),
                }),
                date: formatDate(preview.renewsAt, locale),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('subscription.takesEffect')}</Typography.Paragraph>
          </>
        )}
        {problem && (
          <Alert type="error" showIcon role="alert" message={problem} data-testid="plan-change-problem" />
        )}
      </div>
    </Modal>
  );
}
