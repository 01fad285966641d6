import { Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Checkbox, Radio } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { PLACEMENTS } from '@adplatform/campaign-model';
import { CAMPAIGN_LIMITS, type FormIssue } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { AudienceEstimate } from '../components/AudienceEstimate';
import { FieldError } from '../components/FieldError';
import { emptyAdSet, type WizardAdSet } from '../model/wizardForm';
import { useAdSetLabel } from '../hooks/useAdSetLabel';
import { AudienceFields } from './AudienceFields';
import { ItemTabs } from './ItemTabs';

/**
 * Step 2: the campaign's ad sets (up to five), one tab each: its name, its audience, where its ads
 * appear — every placement the network picks, or the ones chosen — and how many people that reaches
 * (docs/product-rules.md §10.6).
 */
export function AdSetsStep({
  value,
  onChange,
  issues,
  networkEstimates,
}: {
  readonly value: readonly WizardAdSet[];
  readonly onChange: (value: WizardAdSet[]) => void;
  readonly issues: readonly FormIssue[];
  /** Whether a network that estimates audiences (Meta) is connected with an ad account brought in. */
  readonly networkEstimates: boolean;
}): ReactElement {
  const { t } = useCreationT();
  const label = useAdSetLabel();
  const change = (index: number, adSet: WizardAdSet) =>
    onChange(value.map((current, at) => (at === index ? adSet : current)));
  return (
    <ItemTabs
      testId="ad-set-tabs"
      items={value}
      max={CAMPAIGN_LIMITS.adSetsMax}
      label={label}
      addLabel={t('adSets.add')}
      onAdd={() => onChange([...value, emptyAdSet()])}
      onRemove={(index) => onChange(value.filter((_, at) => at !== index))}
      render={(adSet, index) => {
        const path = `adSets.${index}`;
        return (
          <Form layout="vertical" component="div">
            <Form.Item label={t('adSets.name')} htmlFor={`adSets-${index}-name`} extra={t('adSets.nameHelp')}>
              <Input
                id={`adSets-${index}-name`}
                value={adSet.name}
                maxLength={CAMPAIGN_LIMITS.adSetNameMax}
                placeholder={label({ ...adSet, name: '' }, index)}
                onChange={(event) => change(index, { ...adSet, name: event.target.value })}
              />
              <FieldError issues={issues} path={`${path}.name`} id={`adSets-${index}-name-error`} />
            </Form.Item>
            <AudienceFields
              path={path}
              value={adSet.audience}
              onChange={(audience) => change(index, { ...adSet, audience })}
              issues={issues}
            />
            <Form.Item label={t('placements.label')} style={{ marginTop: 24 }}>
              <Radio.Group
                data-testid="placements-mode"
                value={adSet.placements.automatic ? 'automatic' : 'chosen'}
                onChange={(event) =>
                  change(index, {
                    ...adSet,
                    placements: { ...adSet.placements, automatic: event.target.value === 'automatic' },
                  })
                }
                options={[
                  { value: 'automatic', label: t('placements.automatic') },
                  { value: 'chosen', label: t('placements.chosen') },
                ]}
              />
              <br />
              {adSet.placements.automatic ? (
                <span>{t('placements.automaticHelp')}</span>
              ) : (
                <Checkbox.Group
                  data-testid="placements-chosen"
                  value={adSet.placements.chosen}
                  onChange={(chosen) =>
                    change(index, { ...adSet, placements: { automatic: false, chosen: chosen.map(String) } })
                  }
                  options={PLACEMENTS.map((placement) => ({
                    value: placement,
                    label: t(`placements.names.${placement}`),
                  }))}
                />
              )}
              <br />
              <FieldError
                issues={issues}
                path={`${path}.placements.chosen`}
                id={`adSets-${index}-placements-error`}
              />
            </Form.Item>
            <AudienceEstimate adSet={adSet} networkEstimates={networkEstimates} />
          </Form>
        );
      }}
    />
  );
}
