import { Button, Flex, Input } from 'shared-ui/antd/base';
import { Select } from 'shared-ui/antd/data';
import { Form } from 'shared-ui/antd/form';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { useReportingT } from '../../i18n/useReportingT';
import { outsideRecipients, saveSchedule, type ReportSchedule } from '../api/reportSchedules';
import {
  isRecipient,
  isReportName,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_RECIPIENTS_MAX,
  REPORT_SCHEDULE_NAME_MAX,
  type ReportFormat,
  type ReportFrequency,
} from '@adplatform/report-schedule';

interface ScheduleValues {
  name: string;
  frequency: ReportFrequency;
  format: ReportFormat;
  recipients: string[];
  campaignId: string;
}

/**
 * A scheduled report's form (docs/product-rules.md §10.2): a name, how often, CSV or PDF, up to five
 * recipients among the account's members and every campaign or one; sent at 8:00 in the user's time
 * zone. A refused save keeps what was typed and names the addresses that are not members.
 */
export function ScheduleForm({
  editing,
  campaigns,
  onSaved,
  onCancel,
}: {
  /** The schedule changed, or null for a new one. */
  readonly editing: ReportSchedule | null;
  readonly campaigns: readonly { readonly id: string; readonly name: string }[];
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}): ReactElement {
  const { t, i18n } = useReportingT();
  const [form] = Form.useForm<ScheduleValues>();
  const [saving, setSaving] = useState(false);
  const save = async (values: ScheduleValues): Promise<void> => {
    setSaving(true);
    try {
      await saveSchedule(editing?.id ?? null, {
        name: values.name.trim(),
        frequency: values.frequency,
        format: values.format,
        recipients: values.recipients.map((recipient) => recipient.trim().toLowerCase()),
        campaignId: values.campaignId || null,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        language: i18n.language === 'es-es' ? 'es-es' : 'en-us',
      });
      notify({ type: 'success', message: t('schedules.saved') });
      onSaved();
    } catch (error) {
      const outsiders = outsideRecipients(error);
      if (outsiders) {
        form.setFields([
          { name: 'recipients', errors: [t('schedules.notMember', { addresses: outsiders.join(', ') })] },
        ]);
        return;
      }
      console.error('[reporting] schedule not saved', error);
      notify({ type: 'error', message: t('schedules.saveFailed') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<ScheduleValues>
      form={form}
      layout="vertical"
      data-testid="schedule-form"
      initialValues={{
        name: editing?.name ?? '',
        frequency: editing?.frequency ?? 'weekly',
        format: editing?.format ?? 'csv',
        recipients: [...(editing?.recipients ?? [])],
        campaignId: editing?.campaignId ?? '',
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item
        label={t('schedules.name')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('schedules.nameRequired') },
          {
            max: REPORT_SCHEDULE_NAME_MAX,
            message: t('schedules.nameTooLong', { max: REPORT_SCHEDULE_NAME_MAX }),
          },
          {
            validator: async (_, value: string | undefined) => {
              const name = (value ?? '').trim();
              if (name && name.length <= REPORT_SCHEDULE_NAME_MAX && !isReportName(name))
                throw new Error(t('schedules.nameInvalid'));
            },
          },
        ]}
      >
        <Input maxLength={REPORT_SCHEDULE_NAME_MAX} />
      </Form.Item>
      <Flex gap={12} wrap="wrap">
        <Form.Item label={t('schedules.frequency')} name="frequency" style={{ minWidth: 180, flex: 1 }}>
          <Select<ReportFrequency>
            data-testid="schedule-frequency"
            options={REPORT_FREQUENCIES.map((value) => ({
              value,
              label: t(`schedules.frequencies.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('schedules.format')} name="format" style={{ minWidth: 120, flex: 1 }}>
          <Select<ReportFormat>
            data-testid="schedule-format"
            options={REPORT_FORMATS.map((value) => ({ value, label: t(`schedules.formats.${value}`) }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item
        label={t('schedules.recipients')}
        name="recipients"
        extra={t('schedules.recipientsHelp', { max: REPORT_RECIPIENTS_MAX })}
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              const recipients = (value ?? []).map((recipient) => recipient.trim().toLowerCase());
              if (recipients.length === 0) throw new Error(t('schedules.recipientsRequired'));
              if (recipients.length > REPORT_RECIPIENTS_MAX)
                throw new Error(t('schedules.tooManyRecipients', { max: REPORT_RECIPIENTS_MAX }));
              const wrong = recipients.find((recipient) => !isRecipient(recipient));
              if (wrong) throw new Error(t('schedules.notAnAddress', { address: wrong }));
              if (new Set(recipients).size !== recipients.length) throw new Error(t('schedules.repeated'));
            },
          },
        ]}
      >
        <Select<string[]> mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item label={t('filters.campaign')} name="campaignId">
        <Select<string>
          showSearch
          optionFilterProp="label"
          options={[
            { value: '', label: t('filters.allCampaigns') },
            ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
          ]}
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('schedules.save')}
        </Button>
        <Button onClick={onCancel}>{t('schedules.cancel')}</Button>
      </Flex>
    </Form>
  );
}
