import { Form } from 'shared-ui/antd/form';
import { Space } from 'shared-ui/antd/layout';
import { Checkbox, Select } from 'shared-ui/antd/data';
import { InputNumber } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { AUDIENCE_GENDERS, CAMPAIGN_LIMITS, TARGET_COUNTRIES } from '@adplatform/campaign-model/form';
import type { FormIssue } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { FieldError, fieldId } from '../components/FieldError';
import { InterestSelect } from '../components/InterestSelect';
import type { WizardAdSet } from '../model/wizardForm';

/**
 * An ad set's audience — locations, ages, genders, and interests from the list the backend serves
 * (docs/product-rules.md §10.6).
 * @param path - the ad set's place in the form (`adSets.0`), for its fields' ids and issues
 */
export function AudienceFields({
  path,
  value,
  onChange,
  issues,
}: {
  readonly path: string;
  readonly value: WizardAdSet['audience'];
  readonly onChange: (value: WizardAdSet['audience']) => void;
  readonly issues: readonly FormIssue[];
}): ReactElement {
  const { t, i18n } = useCreationT();
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const id = (field: string) => fieldId(path, field);
  return (
    <>
      <Form.Item label={t('audience.locations')} htmlFor={id('locations')} required>
        <Select
          id={id('locations')}
          data-testid="audience-locations"
          mode="multiple"
          allowClear
          value={value.locations}
          onChange={(locations) => onChange({ ...value, locations })}
          optionFilterProp="label"
          options={TARGET_COUNTRIES.map((code) => ({ value: code, label: regions.of(code) ?? code }))}
          placeholder={t('audience.locationsPlaceholder')}
        />
        <FieldError issues={issues} path={`${path}.audience.locations`} id={`${id('locations')}-error`} />
      </Form.Item>
      <Form.Item label={t('audience.age')} required>
        <Space>
          {(['ageMin', 'ageMax'] as const).map((bound, index) => (
            <Space key={bound}>
              {index > 0 ? '–' : null}
              <InputNumber
                aria-label={t(`audience.${bound}`)}
                min={CAMPAIGN_LIMITS.ageMin}
                max={CAMPAIGN_LIMITS.ageMax}
                precision={0}
                value={value[bound]}
                onChange={(age) => onChange({ ...value, [bound]: age ?? CAMPAIGN_LIMITS[bound] })}
              />
            </Space>
          ))}
        </Space>
        <br />
        <FieldError issues={issues} path={`${path}.audience.ageMax`} id={`${id('age')}-error`} />
      </Form.Item>
      <Form.Item label={t('audience.genders')} required>
        <Checkbox.Group
          value={value.genders}
          onChange={(genders) => onChange({ ...value, genders: genders.map(String) })}
          options={AUDIENCE_GENDERS.map((gender) => ({
            value: gender,
            label: t(`audience.gender.${gender}`),
          }))}
        />
        <br />
        <FieldError issues={issues} path={`${path}.audience.genders`} id={`${id('genders')}-error`} />
      </Form.Item>
      <Form.Item label={t('audience.interests')} htmlFor={id('interests')}>
        <InterestSelect
          id={id('interests')}
          describedBy={id('interests-source')}
          value={value.interests}
          onChange={(interests) => onChange({ ...value, interests })}
        />
        <br />
        <FieldError issues={issues} path={`${path}.audience.interests`} id={`${id('interests')}-error`} />
      </Form.Item>
    </>
  );
}
