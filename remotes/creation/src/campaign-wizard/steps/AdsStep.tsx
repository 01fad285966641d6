import { Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Flex } from 'shared-ui/antd/base';
import { Card } from 'shared-ui/antd/panels';
import { Select } from 'shared-ui/antd/data';
import { TextArea } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { CALLS_TO_ACTION, CAMPAIGN_LIMITS, type FormIssue } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { AdPreview } from '../components/AdPreview';
import { FieldError, fieldId } from '../components/FieldError';
import { DRAFT_LIMITS } from '../model/draftDocument';
import { emptyAd, type WizardAd, type WizardAdSet } from '../model/wizardForm';
import { MediaLibrary } from '../../post-composer/components/MediaLibrary';
import { useAdSetLabel } from '../hooks/useAdSetLabel';
import { ItemTabs } from './ItemTabs';

/**
 * One ad: headline, primary text, call to action, destination and an image or video chosen from the
 * media library or uploaded there, beside its preview.
 * @param path - the ad's place in the form (`adSets.0.ads.1`), for its fields' ids and issues
 */
function AdFields({
  uid,
  path,
  value,
  onChange,
  issues,
}: {
  readonly uid: string;
  readonly path: string;
  readonly value: WizardAd;
  readonly onChange: (value: WizardAd) => void;
  readonly issues: readonly FormIssue[];
}): ReactElement {
  const { t } = useCreationT();
  const id = (field: string) => fieldId(path, field);
  const error = (field: string) => (
    <FieldError issues={issues} path={`${path}.${field}`} id={`${id(field)}-error`} />
  );
  return (
    <Flex gap={24} wrap="wrap" align="flex-start">
      <Form layout="vertical" component="div" style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Form.Item label={t('creative.headline')} htmlFor={id('headline')} required>
          <Input
            id={id('headline')}
            value={value.headline}
            maxLength={DRAFT_LIMITS.headlineMax}
            showCount={{ formatter: ({ count }) => `${count} / ${CAMPAIGN_LIMITS.headlineMax}` }}
            status={value.headline.length > CAMPAIGN_LIMITS.headlineMax ? 'error' : undefined}
            onChange={(event) => onChange({ ...value, headline: event.target.value })}
          />
          {error('headline')}
        </Form.Item>
        <Form.Item label={t('creative.primaryText')} htmlFor={id('primaryText')} required>
          <TextArea
            id={id('primaryText')}
            rows={4}
            value={value.primaryText}
            maxLength={DRAFT_LIMITS.primaryTextMax}
            showCount={{ formatter: ({ count }) => `${count} / ${CAMPAIGN_LIMITS.primaryTextMax}` }}
            onChange={(event) => onChange({ ...value, primaryText: event.target.value })}
          />
          {error('primaryText')}
        </Form.Item>
        <Form.Item label={t('creative.callToAction')} htmlFor={id('callToAction')} required>
          <Select
            id={id('callToAction')}
            data-testid="creative-cta"
            style={{ maxWidth: 260 }}
            value={value.callToAction}
            onChange={(callToAction) => onChange({ ...value, callToAction })}
            options={CALLS_TO_ACTION.map((cta) => ({ value: cta, label: t(`creative.cta.${cta}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('creative.destinationUrl')} htmlFor={id('destinationUrl')} required>
          <Input
            id={id('destinationUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value.destinationUrl}
            maxLength={CAMPAIGN_LIMITS.urlMax}
            onChange={(event) => onChange({ ...value, destinationUrl: event.target.value.trim() })}
          />
          {error('destinationUrl')}
        </Form.Item>
        <Form.Item label={t('creative.media')}>
          <MediaLibrary
            uid={uid}
            attached={value.mediaPath ? [value.mediaPath] : []}
            onToggle={(item) =>
              onChange({ ...value, mediaPath: value.mediaPath === item.path ? null : item.path })
            }
          />
          {error('mediaPath')}
        </Form.Item>
      </Form>
      <AdPreview ad={value} />
    </Flex>
  );
}

/**
 * Step 4: the ads of each ad set (up to five each), one tab per ad, each with its creative and a
 * preview of how it looks in a feed and in stories (docs/product-rules.md §10.6).
 */
export function AdsStep({
  uid,
  value,
  onChange,
  issues,
}: {
  readonly uid: string;
  readonly value: readonly WizardAdSet[];
  readonly onChange: (value: WizardAdSet[]) => void;
  readonly issues: readonly FormIssue[];
}): ReactElement {
  const { t } = useCreationT();
  const adSetLabel = useAdSetLabel();
  const changeAds = (index: number, ads: WizardAd[]) =>
    onChange(value.map((adSet, at) => (at === index ? { ...adSet, ads } : adSet)));
  const adLabel = (ad: WizardAd, index: number) =>
    ad.headline.trim() || t('ads.numbered', { number: index + 1 });
  return (
    <Flex vertical gap={16}>
      {value.map((adSet, adSetIndex) => (
        <Card
          key={adSetIndex}
          size="small"
          title={t('ads.ofAdSet', { name: adSetLabel(adSet, adSetIndex) })}
          data-testid={`ads-of-ad-set-${adSetIndex}`}
        >
          <ItemTabs
            testId={`ad-tabs-${adSetIndex}`}
            items={adSet.ads}
            max={CAMPAIGN_LIMITS.adsMax}
            label={adLabel}
            addLabel={t('ads.add')}
            onAdd={() => changeAds(adSetIndex, [...adSet.ads, emptyAd()])}
            onRemove={(index) =>
              changeAds(
                adSetIndex,
                adSet.ads.filter((_, at) => at !== index),
              )
            }
            render={(ad, adIndex) => (
              <AdFields
                uid={uid}
                path={`adSets.${adSetIndex}.ads.${adIndex}`}
                value={ad}
                onChange={(next) =>
                  changeAds(
                    adSetIndex,
                    adSet.ads.map((current, at) => (at === adIndex ? next : current)),
                  )
                }
                issues={issues}
              />
            )}
          />
        </Card>
      ))}
    </Flex>
  );
}
