import { Table } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import type { AccountInvoice } from '@adplatform/plans/billing';
import { FIGURE_COLUMN, formatDate, formatMoney, PageTitle, PlainText } from 'shared-ui';
import { useSettingsT } from '../../../i18n/useSettingsT';

/** The account's invoices, newest first, each with the provider's PDF. */
export function InvoiceList({ invoices }: { readonly invoices: readonly AccountInvoice[] }): ReactElement {
  const { t, i18n } = useSettingsT();
  const locale = i18n.language;
  return (
    <section aria-labelledby="invoices-heading">
      <PageTitle as="h3" level={4} id="invoices-heading">
        {t('subscription.invoices')}
      </PageTitle>
      <Table<AccountInvoice>
        data-testid="invoices"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...invoices]}
        locale={{ emptyText: <PlainText secondary>{t('subscription.noInvoices')}</PlainText> }}
        columns={[
          { title: t('subscription.invoiceDate'), render: (_, row) => formatDate(row.createdAt, locale) },
          { title: t('subscription.invoiceNumber'), render: (_, row) => row.number ?? '—' },
          {
            title: t('subscription.invoiceAmount'),
            ...FIGURE_COLUMN,
            render: (_, row) => formatMoney(row.amountMinor, row.currency, locale),
          },
          {
            title: t('subscription.invoiceStatus'),
            render: (_, row) =>
              t(`subscription.invoiceStatusLabel.${row.status}`, { defaultValue: row.status }),
          },
          {
            title: t('subscription.pdf'),
            render: (_, row) =>
              row.pdfUrl ? (
                <a href={row.pdfUrl} target="_blank" rel="noreferrer">
                  {t('subscription.pdf')}
                </a>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
