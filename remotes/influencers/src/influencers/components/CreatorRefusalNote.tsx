import { Alert } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { Link, PATHS } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import type { CreatorRefusal } from '../api/instagramCreators';

/**
 * Why a creator could not be read from Instagram, in the user's language, with the way to Settings
 * when the Meta connection or its Instagram creators consent is what is missing.
 */
export function CreatorRefusalNote({ refusal }: { readonly refusal: CreatorRefusal }): ReactElement {
  const { t } = useInfluencersT();
  const toSettings = refusal === 'notConnected' || refusal === 'creatorConsent';
  return (
    <Alert
      type={toSettings ? 'warning' : 'error'}
      showIcon
      role="alert"
      data-testid="instagram-refusal"
      style={{ marginBottom: 16 }}
      message={
        typeof refusal === 'object'
          ? t('instagram.refused', { message: refusal.refused })
          : t(`instagram.${refusal}`)
      }
      action={toSettings && <Link to={PATHS.settings}>{t('instagram.openSettings')}</Link>}
    />
  );
}
