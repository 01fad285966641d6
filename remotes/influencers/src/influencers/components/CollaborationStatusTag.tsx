import { Tag } from 'shared-ui/antd/layout';
import type { ReactElement } from 'react';
import type { CollaborationStatus } from '../model/influencerCatalogue';
import { useInfluencersT } from '../../i18n/useInfluencersT';

const COLORS: Record<CollaborationStatus, string> = {
  invited: 'blue',
  accepted: 'green',
  declined: 'red',
  posted: 'purple',
};

/** A collaboration's status as a coloured, translated tag. */
export function CollaborationStatusTag({ status }: { readonly status: CollaborationStatus }): ReactElement {
  const { t } = useInfluencersT();
  return (
    <Tag color={COLORS[status]} data-testid="collaboration-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
