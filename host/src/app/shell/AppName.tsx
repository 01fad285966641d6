import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/** The product's name at the top of the signed-in navigation (`MainLayout`, `ShellFrame`). */
export function AppName(): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <div style={{ padding: '20px 24px' }}>
      <span style={{ color: '#fff', fontSize: 18, fontWeight: 600 }}>{t('appName')}</span>
    </div>
  );
}
