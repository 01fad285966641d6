import { Button } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { List } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import type { BlockedInfluencer } from '../api/blocklist';
import { BLOCKED_INFLUENCERS_MAX } from '@adplatform/influencer-model';
import { CreatorCell } from './CreatorCell';

/** The creators the user has hidden from Discover, each with "Show again". */
export function HiddenCreators({
  hidden,
  onUnhide,
}: {
  readonly hidden: readonly BlockedInfluencer[] | null;
  readonly onUnhide: (creator: BlockedInfluencer) => void;
}): ReactElement {
  const { t } = useInfluencersT();
  if (hidden !== null && hidden.length === 0)
    return <Empty description={t('hidden.none')} data-testid="hidden-empty" />;
  return (
    <List
      loading={hidden === null}
      data-testid="hidden-creators"
      dataSource={[...(hidden ?? [])]}
      header={t('hidden.explain', { max: BLOCKED_INFLUENCERS_MAX })}
      renderItem={(creator) => (
        <List.Item
          data-testid="hidden-creator"
          actions={[
            <Button key="show" type="link" onClick={() => onUnhide(creator)}>
              {t('hidden.show', { name: creator.displayName })}
            </Button>,
          ]}
        >
          <div>
            <CreatorCell name={creator.displayName} handle={creator.handle} />
          </div>
        </List.Item>
      )}
    />
  );
}
