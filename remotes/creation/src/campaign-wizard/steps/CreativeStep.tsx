import { Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Select } from 'shared-ui/antd/data';
import { TextArea } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { CALLS_TO_ACTION, CAMPAIGN_LIMITS } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { FieldError } from '../components/FieldError';
import { DRAFT_LIMITS } from '../model/draftDocument';
import { MediaLibrary } from '../../post-composer/components/MediaLibrary';
import type { StepProps } from './stepProps';

/**
 * Step 4: the ad itself — headline, primary text, an image or video chosen from the media library or
 * uploaded there, call to action and destination.
 */
export function CreativeStep({
  uid,
  value,
  onChange,
  issues,
}: StepProps<'creative'> & { readonly uid: string }): ReactElement {
  const { t } = useCreationT();
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('creative.headline')} htmlFor="creative-headline" required>
        <Input
          id="creative-headline"
          value={value.headline}
          maxLength={DRAFT_LIMITS.headlineMax}
          showCount={{ formatter: ({ count }) => `${count} / ${CAMPAIGN_LIMITS.headlineMax}` }}
          status={value.headline.length > CAMPAIGN_LIMITS.headlineMax ? 'error' : undefined}
          onChange={(event) => onChange({ ...value, headline: event.target.value })}
        />
        <FieldError issues={issues} path="creative.headline" id="creative-headline-error" />
      </Form.Item>
      <Form.Item label={t('creative.primaryText')} htmlFor="creative-text" required>
        <TextArea
          id="creative-text"
          rows={4}
          value={value.primaryText}
          maxLength={DRAFT_LIMITS.primaryTextMax}
          showCount={{ formatter: ({ count }) => `${count} / ${CAMPAIGN_LIMITS.primaryTextMax}` }}
          onChange={(event) => onChange({ ...value, primaryText: event.target.value })}
        />
        <FieldError issues={issues} path="creative.primaryText" id="creative-text-error" />
      </Form.Item>
      <Form.Item label={t('creative.callToAction')} htmlFor="creative-cta" required>
        <Select
          id="creative-cta"
          data-testid="creative-cta"
          style={{ maxWidth: 260 }}
          value={value.callToAction}
          onChange={(callToAction) => onChange({ ...value, callToAction })}
          options={CALLS_TO_ACTION.map((cta) => ({ value: cta, label: t(`creative.cta.${cta}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('creative.destinationUrl')} htmlFor="creative-url" required>
        <Input
          id="creative-url"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value.destinationUrl}
          maxLength={CAMPAIGN_LIMITS.urlMax}
          onChange={(event) => onChange({ ...value, destinationUrl: event.target.value.trim() })}
        />
        <FieldError issues={issues} path="creative.destinationUrl" id="creative-url-error" />
      </Form.Item>
      <Form.Item label={t('creative.media')}>
        <MediaLibrary
          uid={uid}
          attached={value.mediaPath ? [value.mediaPath] : []}
          onToggle={(item) =>
            onChange({ ...value, mediaPath: value.mediaPath === item.path ? null : item.path })
          }
        />
        <FieldError issues={issues} path="creative.mediaPath" id="creative-media-error" />
      </Form.Item>
    </Form>
  );
}
