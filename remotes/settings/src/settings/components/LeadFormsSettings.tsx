import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Checkbox } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { ListLoadError, useRead } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import { refusalReason } from '../api/billing';
import { chooseLeadPages, listLeadPages, type LeadPage } from '../api/leadPages';
import type { AdConnection } from '../model/adConnection';
import { FeatureConsentButton, FeaturePermissions } from './FeatureConsent';

/** The Pages as read, or Meta's word that the person has not allowed Lead Ads' permissions. */
type PagesRead = { readonly pages: LeadPage[]; readonly chosen: string[] } | { readonly consent: 'missing' };

/** `listLeadPages`, with a missing consent as an answer rather than a failure. */
const readPages = (): Promise<PagesRead> =>
  listLeadPages().catch((error: unknown) => {
    if (refusalReason(error) === 'leadConsent') return { consent: 'missing' as const };
    throw error;
  });

/**
 * Meta Lead Ads in the Meta connection (docs/decisions/0049-meta-lead-ads.md): turned on with a
 * consent of its own, which names each permission and what it opens (docs/decisions/0050-incremental-consent.md);
 * then the Pages whose lead forms send their leads to the account.
 */
export function LeadFormsSettings({ connection }: { readonly connection: AdConnection }): ReactElement {
  const { t } = useSettingsT();
  const { accountId, canWrite } = useAccount();
  const [busy, setBusy] = useState<'save' | null>(null);
  const [picked, setPicked] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(0);
  const on = connection.features.includes('leadForms');
  const pages = useRead(
    `${accountId}|${on}|${saved}|${connection.connectedAt.getTime()}`,
    () => (on ? readPages() : Promise.resolve(null)),
    '[settings] lead pages not listed',
  );

  const permissions = <FeaturePermissions feature="leadForms" />;
  const consentButton = (label: string) => <FeatureConsentButton feature="leadForms" label={label} />;

  const body = (): ReactElement | null => {
    if (!on) {
      return (
        <>
          <Typography.Text>{t('leadForms.asks')}</Typography.Text>
          {permissions}
          {consentButton(t('leadForms.turnOn'))}
        </>
      );
    }
    if (pages.state === 'error')
      return <ListLoadError message={t('leadForms.loadFailed')} onRetry={pages.retry} />;
    if (pages.state === 'loading' || !pages.data)
      return <Typography.Paragraph aria-busy="true">{t('leadForms.loading')}</Typography.Paragraph>;
    if ('consent' in pages.data) {
      return (
        <Alert
          type="warning"
          showIcon
          data-testid="lead-forms-consent"
          message={t('leadForms.consentMissing')}
          description={permissions}
          action={consentButton(t('leadForms.allowAgain'))}
        />
      );
    }
    const { pages: listed, chosen } = pages.data;
    if (listed.length === 0) return <Typography.Text>{t('leadForms.noPages')}</Typography.Text>;
    const current = picked ?? chosen;
    const save = async () => {
      setBusy('save');
      try {
        const backfills = await chooseLeadPages(current);
        const written = backfills.reduce((sum, { written: count }) => sum + count, 0);
        const past =
          backfills.length === 0
            ? ''
            : ` ${t(backfills.every(({ status }) => status === 'done') ? 'leadForms.pastDone' : 'leadForms.pastContinues', { count: written })}`;
        notify({ type: 'success', message: `${t('leadForms.saved', { count: current.length })}${past}` });
        setPicked(null);
        setSaved((value) => value + 1);
      } catch (error) {
        console.error('[settings] lead pages not chosen', error);
        notify({ type: 'error', message: t('adNetworks.failed') });
      } finally {
        setBusy(null);
      }
    };
    return (
      <>
        <Typography.Text strong id="lead-pages-label">
          {t('leadForms.choosePages')}
        </Typography.Text>
        <div
          role="group"
          aria-labelledby="lead-pages-label"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {listed.map((page) => (
            <Checkbox
              key={page.id}
              disabled={!canWrite}
              checked={current.includes(page.id)}
              onChange={(event) =>
                setPicked(
                  event.target.checked ? [...current, page.id] : current.filter((id) => id !== page.id),
                )
              }
            >
              {t('leadForms.page', { name: page.name, id: page.id })}
            </Checkbox>
          ))}
        </div>
        {canWrite && (
          <Button
            type="primary"
            loading={busy === 'save'}
            disabled={picked === null || busy !== null}
            onClick={() => void save()}
          >
            {t('leadForms.save')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Flex vertical gap={8} align="flex-start" data-testid="lead-forms" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: '8px 0 0', fontSize: 14 }}>
        {t('leadForms.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('leadForms.intro')}</Typography.Text>
      {body()}
    </Flex>
  );
}
