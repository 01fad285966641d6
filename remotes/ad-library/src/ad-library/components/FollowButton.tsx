import { Button } from 'shared-ui/antd/base';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { useRead } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { fetchFollow, follow, unfollow } from '../api/follows';

/** Follows or stops following an advertiser; shows which the user does now. */
export function FollowButton({
  uid,
  advertiserId,
  advertiser,
}: {
  readonly uid: string;
  readonly advertiserId: string;
  readonly advertiser: string;
}): ReactElement {
  const { t } = useAdLibraryT();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const read = useRead(
    `${uid}|${advertiserId}|${version}`,
    () => fetchFollow(uid, advertiserId),
    '[ad-library] follow not read',
  );
  const following = read.data !== null;
  const toggle = async (): Promise<void> => {
    setBusy(true);
    try {
      if (following) await unfollow(uid, advertiserId);
      else await follow(uid, advertiserId, advertiser);
      notify({
        type: 'success',
        message: t(following ? 'follow.stopped' : 'follow.started', { advertiser }),
      });
      setVersion((value) => value + 1);
    } catch (error) {
      console.error('[ad-library] follow not changed', error);
      notify({ type: 'error', message: t('actionFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      type={following ? 'default' : 'primary'}
      ghost={!following}
      loading={busy || read.state === 'loading'}
      aria-pressed={following}
      aria-label={t(following ? 'follow.unfollowAria' : 'follow.followAria', { advertiser })}
      onClick={() => void toggle()}
    >
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
