import { Tag } from 'shared-ui/antd/layout';
import type { ReactElement } from 'react';
import type { CollaborationStatus } from '@adplatform/influencer-model';
import { useInfluencersT } from '../../i18n/useInfluencersT';

const COLORS: Record<CollaborationStatus, string> = {
  invited: 'blue',
  accepted: 'cyan',
  declined: 'red',
  contentSubmitted: 'orange',
  approved: 'geekblue',
  posted: 'purple',
  paid: 'green',
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
