import { Button, Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { addInstagramCreator, creatorRefusalOf, type CreatorRefusal } from '../api/instagramCreators';
import type { Influencer } from '../model/influencer';
import { CreatorRefusalNote } from './CreatorRefusalNote';

/**
 * Where a creator read from Instagram comes from (docs/product-rules.md §10.5): their Instagram
 * profile, and "Refresh from Instagram", which reads their figures again through the advertiser's
 * Meta connection.
 */
export function InstagramSource({
  influencer,
  onRefreshed,
}: {
  readonly influencer: Influencer;
  readonly onRefreshed: (influencer: Influencer) => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const { canWrite } = useAccount();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<CreatorRefusal | null>(null);

  const refresh = async (): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    try {
      const { influencer: refreshed } = await addInstagramCreator(influencer.handle.replace(/^@/u, ''));
      notify({ type: 'success', message: t('instagram.refreshedNamed', { name: refreshed.displayName }) });
      onRefreshed(refreshed);
    } catch (error) {
      const why = creatorRefusalOf(error);
      if (why === 'failed') console.error('[influencers] creator not refreshed from Instagram', error);
      setRefusal(why);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }} data-testid="instagram-source">
        <Typography.Text type="secondary">{t('instagram.source')}</Typography.Text>
        {influencer.profileUrl && (
          <Typography.Link href={influencer.profileUrl} target="_blank" rel="noopener noreferrer">
            {t('instagram.viewProfile')}
          </Typography.Link>
        )}
        {canWrite && (
          <Button size="small" loading={busy} onClick={() => void refresh()}>
            {t('instagram.refresh')}
          </Button>
        )}
      </Flex>
      {refusal && <CreatorRefusalNote refusal={refusal} />}
    </>
  );
}
