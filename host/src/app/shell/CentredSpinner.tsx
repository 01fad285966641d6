import { Spin } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * docs/product-rules.md §1: the centred spinner shown until the first sign-in state is known.
 * @param within - `'page'` (the default) centres it in the window; `'frame'` in the content area of
 * the signed-in frame (`ShellFrame`)
 */
export function CentredSpinner({ within = 'page' }: { readonly within?: 'page' | 'frame' }): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      data-testid="app-spinner"
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: within === 'page' ? '100vh' : 'calc(100vh - 64px)',
      }}
    >
      <Spin size="large" />
    </div>
  );
}
