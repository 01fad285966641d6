import { Spin } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../i18n/registerHostTranslations';

/** docs/product-rules.md §1: the centred spinner shown until the first sign-in state is known. */
export function CentredSpinner(): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      data-testid="app-spinner"
      style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}
    >
      <Spin size="large" />
    </div>
  );
}
