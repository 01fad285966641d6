import { Button, Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { useAccount } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { useInstagramCreatorRead } from '../hooks/useInstagramCreatorRead';
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
  const { busy, refusal, read } = useInstagramCreatorRead();
  const refresh = () => read(influencer.handle.replace(/^@/u, ''), onRefreshed);

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
