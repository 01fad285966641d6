import { Alert, Button } from 'shared-ui/antd/base';
import { Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Descriptions, List } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import { formatDate, formatMoney } from 'shared-ui';
import {
  CAMPAIGN_STEPS,
  fieldOfPath,
  type CampaignStep,
  type FormIssue,
} from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import type { FormWarning, WizardForm } from '../model/wizardForm';
import { useAdSetLabel } from '../hooks/useAdSetLabel';

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
  const adSetLabel = useAdSetLabel();
  const locale = i18n.language;
  const money = (amountMinor: number | null) =>
    amountMinor === null ? '—' : formatMoney(amountMinor, form.budget.currency, locale);
  /** Which ad set (and ad) a path is about, as the review names them: "Spain · Ad 2". */
  const placeOf = (path: string | undefined): string => {
    const [first, adSetIndex, kind, adIndex] = (path ?? '').split('.');
    const adSet = first === 'adSets' ? form.adSets[Number(adSetIndex)] : undefined;
    if (!adSet) return '';
    const ad =
      kind === 'ads' && adIndex !== undefined
        ? ` · ${t('ads.numbered', { number: Number(adIndex) + 1 })}`
        : '';
    return `${adSetLabel(adSet, Number(adSetIndex))}${ad} — `;
  };
  const { budget } = form;
  const schedule = `${formatDate(budget.startDate ? `${budget.startDate}T00:00:00` : null, locale)} – ${
    budget.endDate ? formatDate(`${budget.endDate}T00:00:00`, locale) : t('review.noEnd')
  }`;
  const summary: Record<Exclude<CampaignStep, 'review'>, string[]> = {
    objective: [`${form.name || '—'} · ${form.objective ? t(`objective.${form.objective}.title`) : '—'}`],
    adSets: form.adSets.map(
      (adSet, index) =>
        `${adSetLabel(adSet, index)}: ${t('review.audience', {
          count: adSet.audience.locations.length,
          ageMin: adSet.audience.ageMin,
          ageMax: adSet.audience.ageMax,
        })} · ${
          adSet.placements.automatic
            ? t('placements.automatic')
            : adSet.placements.chosen.map((placement) => t(`placements.names.${placement}`)).join(', ') || '—'
        }`,
    ),
    budget: [
      budget.level === 'campaign'
        ? `${t(`budget.levels.campaign`)} · ${t(`budget.types.${budget.type}`)} · ${money(budget.amountMinor)} · ${schedule}`
        : `${t(`budget.levels.adSet`)} · ${t(`budget.types.${budget.type}`)} · ${form.adSets
            .map((adSet, index) => `${adSetLabel(adSet, index)} ${money(adSet.amountMinor)}`)
            .join(' · ')} · ${schedule}`,
    ],
    ads: form.adSets.map(
      (adSet, index) =>
        `${adSetLabel(adSet, index)}: ${adSet.ads.map((ad) => ad.headline || '—').join(' · ')}`,
    ),
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
              {summary[step].map((line, index) => (
                <Typography.Text key={index}>{line}</Typography.Text>
              ))}
              {issues[step].length > 0 || warnings.some((warning) => warning.step === step) ? (
                <List
                  size="small"
                  dataSource={[
                    ...issues[step].map((issue) => ({
                      kind: 'error' as const,
                      key: issue.path,
                      text:
                        placeOf(issue.path) +
                        t(`fields.${fieldOfPath(issue.path)}`, { defaultValue: issue.path }) +
                        ': ' +
                        t(`issues.${issue.code}`),
                    })),
                    ...warnings
                      .filter((warning) => warning.step === step)
                      .map((warning) => ({
                        kind: 'warning' as const,
                        key: `${warning.code}|${warning.path ?? ''}`,
                        text: placeOf(warning.path) + t(`warnings.${warning.code}`),
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
