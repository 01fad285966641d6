import { Button, Input } from 'shared-ui/antd/base';
import { Select } from 'shared-ui/antd/data';
import { Form } from 'shared-ui/antd/form';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, type MemberRole } from 'shared-auth';
import { PageTitle } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import { refusalReason } from '../api/billing';
import { inviteMember } from '../api/members';
import { invitationFormSchema } from '../model/member';

interface InvitationForm {
  email: string;
  role: MemberRole;
}

/** The refusals of `inviteMember` the form names on the e-mail field (`details.reason`). */
const REFUSALS = new Set(['self', 'member', 'full', 'recentlySent', 'dailyLimit']);

/**
 * Invites a member by e-mail with one of the `roles` the inviter's role may give (docs/product-rules.md
 * §10.9). A refused invitation keeps what was typed and says why on the field.
 */
export function InviteMemberForm({
  roles,
  onInvited,
}: {
  readonly roles: readonly MemberRole[];
  readonly onInvited: () => void;
}): ReactElement {
  const { t } = useSettingsT();
  const [form] = Form.useForm<InvitationForm>();
  const [sending, setSending] = useState(false);

  const onFinish = async (values: InvitationForm): Promise<void> => {
    const parsed = invitationFormSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields([{ name: 'email', errors: [t('members.emailInvalid')] }]);
      return;
    }
    setSending(true);
    try {
      await inviteMember(parsed.data.email, parsed.data.role);
      notify({ type: 'success', message: t('members.invited', { email: parsed.data.email }) });
      form.resetFields(['email']);
      onInvited();
    } catch (error) {
      const reason = refusalReason(error);
      console.error('[settings] invitation failed', error);
      if (reason && REFUSALS.has(reason)) {
        form.setFields([{ name: 'email', errors: [t(`members.refused.${reason}`)] }]);
      } else {
        notify({ type: 'error', message: t('members.actionFailed') });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="invite-heading">
      <PageTitle as="h3" level={4} id="invite-heading">
        {t('members.inviteTitle')}
      </PageTitle>
      <Form<InvitationForm>
        form={form}
        layout="inline"
        initialValues={{ email: '', role: roles.includes('analyst') ? 'analyst' : roles[0] }}
        onFinish={onFinish}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          label={t('members.email')}
          name="email"
          rules={[
            { required: true, whitespace: true, message: t('members.emailRequired') },
            { type: 'email', message: t('members.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="off" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item label={t('members.role')} name="role">
          <Select<MemberRole>
            style={{ minWidth: 140 }}
            options={roles.map((value) => ({ value, label: t(`members.roles.${value}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('members.invite')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('members.rolesHelp')}
      </Typography.Paragraph>
    </section>
  );
}
