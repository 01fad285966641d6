import { Button, Flex } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import { useState, type ReactElement } from 'react';
import { PATHS, useAuthState, useNavigate, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * Any path outside docs/product-rules.md §2's table and the sections the remotes declare. Reachable
 * signed in or out. When a remote's sections could not be read, the path may be one of them: the page
 * says so and offers to read them again, which shows the section once its remote is back
 * (docs/architecture.md "Outages").
 * @param sectionsUnavailable - whether some remote's sections could not be read
 * @param onRetrySections - reads them again; settles when done
 */
export function NotFoundPage({
  sectionsUnavailable = false,
  onRetrySections,
}: {
  readonly sectionsUnavailable?: boolean;
  readonly onRetrySections?: () => Promise<unknown>;
}): ReactElement {
  const { t } = useT(HOST_NS);
  const { user } = useAuthState();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const maybeUnavailable = sectionsUnavailable && onRetrySections !== undefined;
  const home = (
    <Button
      type={maybeUnavailable ? 'default' : 'primary'}
      onClick={() => void navigate(user ? PATHS.campaigns : PATHS.login)}
    >
      {user ? t('notFound.home') : t('notFound.login')}
    </Button>
  );
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Result
        status={maybeUnavailable ? 'warning' : '404'}
        title={
          // The page's one heading, in the look antd gives the result's title.
          <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>
            {maybeUnavailable ? t('notFound.unavailableTitle') : t('notFound.title')}
          </h1>
        }
        subTitle={maybeUnavailable ? t('notFound.unavailableBody') : t('notFound.body')}
        extra={
          maybeUnavailable ? (
            <Flex gap={8} justify="center" wrap>
              <Button
                type="primary"
                loading={retrying}
                onClick={() => {
                  setRetrying(true);
                  void onRetrySections().finally(() => setRetrying(false));
                }}
              >
                {t('actions.tryAgain', { ns: 'common' })}
              </Button>
              {home}
            </Flex>
          ) : (
            home
          )
        }
      />
    </main>
  );
}
