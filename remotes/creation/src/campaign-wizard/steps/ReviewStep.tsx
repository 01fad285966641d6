import { Alert, Button } from 'shared-ui/antd/base';
import { Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Descriptions, List } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import { formatDate, formatMoney } from 'shared-ui';
import { CAMPAIGN_STEPS, type CampaignStep, type FormIssue } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import type { FormWarning, WizardForm } from '../model/wizardForm';

/** The steps the review lists (every step but itself). */
const REVIEWED = CAMPAIGN_STEPS.filter((step) => step !== 'review');

/**
 * Step 5: the whole campaign, and for each step its blocking errors and warnings with a link back to
 * the step (docs/product-rules.md §10.6).
 */
export function ReviewStep({
  form,
  issues,
  warnings,
  onEdit,
}: {
  readonly form: WizardForm;
  readonly issues: Readonly<Record<CampaignStep, readonly FormIssue[]>>;
  readonly warnings: readonly FormWarning[];
  readonly onEdit: (step: CampaignStep) => void;
}): ReactElement {
  const { t, i18n } = useCreationT();
  const locale = i18n.language;
  const summary: Record<Exclude<CampaignStep, 'review'>, string> = {
    objective: `${form.name || '—'} · ${form.objective ? t(`objective.${form.objective}.title`) : '—'}`,
    audience: t('review.audience', {
      count: form.audience.locations.length,
      ageMin: form.audience.ageMin,
      ageMax: form.audience.ageMax,
    }),
    budget: `${t(`budget.levels.${form.budget.level}`)} · ${t(`budget.types.${form.budget.type}`)} · ${
      form.budget.amountMinor === null
        ? '—'
        : formatMoney(form.budget.amountMinor, form.budget.currency, locale)
    } · ${formatDate(form.budget.startDate ? `${form.budget.startDate}T00:00:00` : null, locale)} – ${
      form.budget.endDate ? formatDate(`${form.budget.endDate}T00:00:00`, locale) : t('review.noEnd')
    }`,
    creative: `${form.creative.headline || '—'} · ${form.creative.destinationUrl || '—'}`,
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={REVIEWED.map((step) => ({
          key: step,
          label: t(`steps.${step}`),
          children: (
            <Space direction="vertical" style={{ width: '100%' }} data-testid={`review-${step}`}>
              <Typography.Text>{summary[step]}</Typography.Text>
              {issues[step].length > 0 || warnings.some((warning) => warning.step === step) ? (
                <List
                  size="small"
                  dataSource={[
                    ...issues[step].map((issue) => ({
                      kind: 'error' as const,
                      key: issue.path,
                      text:
                        t(`fields.${issue.path}`, { defaultValue: issue.path }) +
                        ': ' +
                        t(`issues.${issue.code}`),
                    })),
                    ...warnings
                      .filter((warning) => warning.step === step)
                      .map((warning) => ({
                        kind: 'warning' as const,
                        key: warning.code,
                        text: t(`warnings.${warning.code}`),
                      })),
                  ]}
                  renderItem={(item) => (
                    <List.Item>
                      <Alert type={item.kind} showIcon message={item.text} style={{ width: '100%' }} />
                    </List.Item>
                  )}
                />
              ) : null}
              <Button type="link" style={{ padding: 0 }} onClick={() => onEdit(step)}>
                {t('review.edit', { step: t(`steps.${step}`) })}
              </Button>
            </Space>
          ),
        }))}
      />
    </Space>
  );
}
