import { Alert, Spin } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Select } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { Link, PATHS } from 'shared-auth';
import { useCreationT } from '../../i18n/useCreationT';
import { identityOf, type AdIdentity } from '../api/adIdentities';
import type { AdPagesState } from '../hooks/useAdPages';

/** The Instagram choice's value for "no Instagram account": Instagram then shows the Page. */
const NO_INSTAGRAM = '';

/**
 * Who a Meta campaign's ads speak as (docs/decisions/0054-meta-ad-media.md): one of the Facebook Pages
 * the person manages (`pages`, read by the wizard), and the Instagram account linked to it or none.
 * Without the "Ads as your Page" consent, it says so and leads to Settings.
 */
export function AdIdentityChoice({
  pages,
  value,
  onChange,
}: {
  readonly pages: AdPagesState;
  /** The identity chosen, or the wizard's default (the first Page); null while there is none. */
  readonly value: AdIdentity | null;
  readonly onChange: (identity: AdIdentity) => void;
}): ReactElement {
  const { t } = useCreationT();

  if (pages.kind === 'loading') {
    return (
      <Spin size="small" data-testid="ad-identity-loading">
        <div style={{ padding: 8 }}>{t('identity.loading')}</div>
      </Spin>
    );
  }
  if (pages.kind === 'refused') {
    const toSettings = pages.refusal !== 'failed';
    return (
      <Alert
        type={toSettings ? 'warning' : 'error'}
        showIcon
        role="alert"
        data-testid="ad-identity-refusal"
        message={t(`identity.${pages.refusal}`)}
        action={toSettings && <Link to={PATHS.settings}>{t('identity.openSettings')}</Link>}
      />
    );
  }
  if (pages.pages.length === 0) {
    return <Alert type="warning" showIcon role="alert" message={t('identity.noPages')} />;
  }
  const page = pages.pages.find(({ id }) => id === value?.pageId);
  return (
    <div data-testid="ad-identity">
      <Form layout="vertical" component="div">
        <Form.Item label={t('identity.page')} htmlFor="ad-identity-page" extra={t('identity.pageHelp')}>
          <Select
            id="ad-identity-page"
            value={value?.pageId}
            options={pages.pages.map(({ id, name }) => ({ value: id, label: name }))}
            onChange={(pageId: string) => {
              const chosen = pages.pages.find(({ id }) => id === pageId);
              if (chosen) onChange(identityOf(chosen));
            }}
          />
        </Form.Item>
        <Form.Item label={t('identity.instagram')} htmlFor="ad-identity-instagram">
          <Select
            id="ad-identity-instagram"
            value={value?.instagramUserId ?? NO_INSTAGRAM}
            disabled={!page?.instagram}
            options={[
              ...(page?.instagram
                ? [{ value: page.instagram.id, label: `@${page.instagram.username}` }]
                : []),
              { value: NO_INSTAGRAM, label: t('identity.noInstagram') },
            ]}
            onChange={(instagramUserId: string) =>
              value && onChange({ ...value, instagramUserId: instagramUserId || null })
            }
          />
        </Form.Item>
      </Form>
    </div>
  );
}
