import { Button, Flex } from 'shared-ui/antd/base';
import { Checkbox } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { formatDate, ListLoadError, useRead } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import { chooseGoogleLeadForms, listGoogleLeadForms, type GoogleLeadForm } from '../api/googleLeadForms';
import type { AdConnection } from '../model/adConnection';

const formKey = ({ customerId, id }: { customerId: string; id: string }) => `${customerId}-${id}`;

/**
 * Google Ads lead forms in the Google Ads connection (docs/decisions/0051-google-ads-lead-forms.md):
 * the lead forms of the chosen ad accounts, and those whose leads come into the account. Google's one
 * consent covers them: choosing a form sets it, on Google Ads, to deliver here.
 */
export function GoogleLeadFormsSettings({ connection }: { readonly connection: AdConnection }): ReactElement {
  const { t, i18n } = useSettingsT();
  const { accountId, canWrite } = useAccount();
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(0);
  const forms = useRead(
    `${accountId}|${connection.chosenAccountIds.join(',')}|${saved}`,
    listGoogleLeadForms,
    '[settings] Google lead forms not listed',
  );

  const body = (): ReactElement => {
    if (forms.state === 'error')
      return <ListLoadError message={t('googleLeadForms.loadFailed')} onRetry={forms.retry} />;
    if (forms.state === 'loading' || !forms.data)
      return <Typography.Paragraph aria-busy="true">{t('googleLeadForms.loading')}</Typography.Paragraph>;
    const { forms: listed, lastTestAt } = forms.data;
    if (listed.length === 0) return <Typography.Text>{t('googleLeadForms.none')}</Typography.Text>;
    const current = picked ?? listed.filter(({ delivery }) => delivery === 'here').map(formKey);
    const save = async () => {
      setBusy(true);
      try {
        await chooseGoogleLeadForms(listed.filter((form) => current.includes(formKey(form))));
        notify({ type: 'success', message: t('googleLeadForms.saved', { count: current.length }) });
        setPicked(null);
        setSaved((value) => value + 1);
      } catch (error) {
        console.error('[settings] Google lead forms not chosen', error);
        notify({ type: 'error', message: t('adNetworks.failed') });
      } finally {
        setBusy(false);
      }
    };
    const label = (form: GoogleLeadForm) =>
      `${t('googleLeadForms.form', { name: form.name, business: form.businessName, customer: form.customerId })}${
        form.delivery === 'elsewhere' ? ` ${t('googleLeadForms.elsewhere')}` : ''
      }`;
    return (
      <>
        <Typography.Text strong id="google-lead-forms-label">
          {t('googleLeadForms.choose')}
        </Typography.Text>
        <div
          role="group"
          aria-labelledby="google-lead-forms-label"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {listed.map((form) => (
            <Checkbox
              key={formKey(form)}
              disabled={!canWrite}
              checked={current.includes(formKey(form))}
              onChange={(event) =>
                setPicked(
                  event.target.checked
                    ? [...current, formKey(form)]
                    : current.filter((key) => key !== formKey(form)),
                )
              }
            >
              {label(form)}
            </Checkbox>
          ))}
        </div>
        {lastTestAt && (
          <Typography.Text type="secondary" data-testid="google-lead-test">
            {t('googleLeadForms.testReceived', { date: formatDate(lastTestAt, i18n.language) })}
          </Typography.Text>
        )}
        {canWrite && (
          <Button
            type="primary"
            loading={busy}
            disabled={picked === null || busy}
            onClick={() => void save()}
          >
            {t('googleLeadForms.save')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Flex vertical gap={8} align="flex-start" data-testid="google-lead-forms" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: '8px 0 0', fontSize: 14 }}>
        {t('googleLeadForms.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('googleLeadForms.intro')}</Typography.Text>
      {body()}
    </Flex>
  );
}
