import { Input } from 'shared-ui/antd/base';
import { Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card } from 'shared-ui/antd/panels';
import { Radio } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { CAMPAIGN_OBJECTIVES } from '@adplatform/campaign-model';
import { CAMPAIGN_LIMITS } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { FieldError } from '../components/FieldError';
import type { StepProps } from './stepProps';

/** Step 1: the campaign's name and what it is optimised for. */
export function ObjectiveStep({
  value,
  onChange,
  name,
  onNameChange,
  issues,
}: StepProps<'objective'> & {
  readonly name: string;
  readonly onNameChange: (name: string) => void;
}): ReactElement {
  const { t } = useCreationT();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <label htmlFor="campaign-name">
        <Typography.Text>{t('objective.name')}</Typography.Text>
      </label>
      <Input
        id="campaign-name"
        value={name}
        maxLength={CAMPAIGN_LIMITS.nameMax}
        showCount
        onChange={(event) => onNameChange(event.target.value)}
      />
      <FieldError issues={issues} path="name" id="campaign-name-error" />
      <Typography.Text id="objective-label">{t('objective.question')}</Typography.Text>
      <Radio.Group
        aria-labelledby="objective-label"
        value={value}
        onChange={(event) => onChange(event.target.value as StepProps<'objective'>['value'])}
        style={{ width: '100%' }}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {CAMPAIGN_OBJECTIVES.map((objective) => (
            <Card key={objective} size="small">
              <Radio value={objective}>
                <Typography.Text strong>{t(`objective.${objective}.title`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`objective.${objective}.body`)}</Typography.Text>
              </Radio>
            </Card>
          ))}
        </Space>
      </Radio.Group>
      <FieldError issues={issues} path="objective" id="objective-error" />
    </Space>
  );
}
