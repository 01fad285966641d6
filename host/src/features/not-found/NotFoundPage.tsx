import { Button } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import type { ReactElement } from 'react';
import { PATHS, useAuthState, useNavigate, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/** Any path outside docs/product-rules.md §2's table. Reachable signed in or out. */
export function NotFoundPage(): ReactElement {
  const { t } = useT(HOST_NS);
  const { user } = useAuthState();
  const navigate = useNavigate();
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Result
        status="404"
        title={
          // The page's one heading, in the look antd gives the result's title.
          <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{t('notFound.title')}</h1>
        }
        subTitle={t('notFound.body')}
        extra={
          <Button type="primary" onClick={() => void navigate(user ? PATHS.campaigns : PATHS.login)}>
            {user ? t('notFound.home') : t('notFound.login')}
          </Button>
        }
      />
    </main>
  );
}
