import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Select, Table } from 'shared-ui/antd/data';
import { Popconfirm } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import {
  manageableRoles,
  notify,
  useAccount,
  useAuthState,
  useSubscriptionRecord,
  type MemberRole,
} from 'shared-auth';
import { formatDate, ListLoadError, PageTitle, PlainText, useRead } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import {
  changeMemberRole,
  listInvitations,
  listMembers,
  removeMember,
  revokeInvitation,
} from '../api/members';
import type { Member } from '../model/member';
import { InviteMemberForm } from './InviteMemberForm';

/** A row of the members table: the subscriber (always an owner) or a member. */
interface Row {
  readonly uid: string;
  readonly email: string;
  readonly role: MemberRole;
  readonly joinedAt: number | null;
  readonly subscriber: boolean;
}

/**
 * The account's members (docs/product-rules.md §10.9): who is in it and as what; owners and admins
 * invite by e-mail, change roles and remove the members their role manages, and see the pending
 * invitations; a member leaves the account. The rules and the members functions enforce the same.
 */
export function MembersSettings(): ReactElement | null {
  const { t, i18n } = useSettingsT();
  const { user } = useAuthState();
  const { membership } = useSubscriptionRecord();
  const { accountId, role, isMember } = useAccount();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const manageable = manageableRoles(role);
  const members = useRead(
    `${accountId}|${version}`,
    () => (accountId ? listMembers(accountId) : Promise.resolve([])),
    '[settings] members not read',
  );
  const invitations = useRead(
    `${accountId}|${version}|${manageable.length}`,
    () => (accountId && manageable.length > 0 ? listInvitations(accountId) : Promise.resolve([])),
    '[settings] invitations not read',
  );
  if (!user || !accountId) return null;
  const accountEmail = membership?.accountEmail ?? user.email ?? '';
  const roleName = (value: MemberRole): string => t(`members.roles.${value}`);
  const refresh = () => setVersion((value) => value + 1);

  const act = async (key: string, action: () => Promise<void>, done: string): Promise<void> => {
    setBusy(key);
    try {
      await action();
      notify({ type: 'success', message: done });
      refresh();
    } catch (error) {
      console.error(`[settings] ${key} failed`, error);
      notify({ type: 'error', message: t('members.actionFailed') });
    } finally {
      setBusy(null);
    }
  };

  const leave = async (): Promise<void> => {
    setBusy('leave');
    try {
      await removeMember(user.uid);
      // The record that covered this user is gone: the guard takes them to onboarding.
      window.location.assign('/on-boarding');
    } catch (error) {
      console.error('[settings] leave failed', error);
      notify({ type: 'error', message: t('members.actionFailed') });
      setBusy(null);
    }
  };

  const rows: Row[] = [
    { uid: accountId, email: accountEmail, role: 'owner', joinedAt: null, subscriber: true },
    ...(members.data ?? []).map((member: Member) => ({ ...member, subscriber: false })),
  ];
  const mayManage = (row: Row): boolean =>
    !row.subscriber && row.uid !== user.uid && manageable.includes(row.role);

  return (
    <section aria-labelledby="members-heading" style={{ marginBottom: 40 }}>
      <PageTitle as="h2" level={3} id="members-heading">
        {t('members.title')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('members.intro')}</Typography.Paragraph>
      {isMember && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('members.memberOf', { account: accountEmail, role: roleName(role) })}
          action={
            <Popconfirm
              title={t('members.leaveConfirm', { account: accountEmail })}
              okText={t('members.leave')}
              cancelText={t('members.cancel')}
              onConfirm={leave}
            >
              <Button loading={busy === 'leave'}>{t('members.leave')}</Button>
            </Popconfirm>
          }
        />
      )}
      {members.state === 'error' ? (
        <ListLoadError message={t('members.loadFailed')} onRetry={members.retry} />
      ) : (
        <Table<Row>
          rowKey="uid"
          size="small"
          pagination={false}
          loading={members.state === 'loading'}
          dataSource={rows}
          style={{ maxWidth: 760, marginBottom: 24 }}
          columns={[
            {
              key: 'email',
              title: t('members.email'),
              render: (_, row) => (row.uid === user.uid ? t('members.you', { email: row.email }) : row.email),
            },
            {
              key: 'role',
              title: t('members.role'),
              render: (_, row) =>
                mayManage(row) ? (
                  <Select<MemberRole>
                    data-testid="member-role"
                    aria-label={t('members.roleOf', { email: row.email })}
                    value={row.role}
                    style={{ minWidth: 140 }}
                    disabled={busy !== null}
                    options={manageable.map((value) => ({ value, label: roleName(value) }))}
                    onChange={(next) =>
                      void act(
                        `role-${row.uid}`,
                        () => changeMemberRole(row.uid, next),
                        t('members.roleChanged', { email: row.email, role: roleName(next) }),
                      )
                    }
                  />
                ) : row.subscriber ? (
                  t('members.subscriber')
                ) : (
                  roleName(row.role)
                ),
            },
            {
              key: 'joined',
              title: t('members.joined'),
              render: (_, row) =>
                row.joinedAt === null ? '—' : formatDate(new Date(row.joinedAt), i18n.language),
            },
            {
              key: 'actions',
              title: t('members.actions'),
              render: (_, row) =>
                mayManage(row) && (
                  <Popconfirm
                    title={t('members.removeConfirm', { email: row.email })}
                    okText={t('members.remove')}
                    cancelText={t('members.cancel')}
                    onConfirm={() =>
                      act(
                        `remove-${row.uid}`,
                        () => removeMember(row.uid),
                        t('members.removed', { email: row.email }),
                      )
                    }
                  >
                    <Button size="small" danger loading={busy === `remove-${row.uid}`}>
                      {t('members.remove')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
      {manageable.length > 0 && (
        <Flex vertical gap={16} style={{ maxWidth: 760 }}>
          <InviteMemberForm roles={manageable} onInvited={refresh} />
          <PageTitle as="h3" level={4}>
            {t('members.pending')}
          </PageTitle>
          {invitations.state === 'error' ? (
            <ListLoadError message={t('members.loadFailed')} onRetry={invitations.retry} />
          ) : (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              loading={invitations.state === 'loading'}
              dataSource={invitations.data ?? []}
              locale={{ emptyText: <PlainText secondary>{t('members.noPending')}</PlainText> }}
              columns={[
                { key: 'email', title: t('members.email'), dataIndex: 'email' },
                { key: 'role', title: t('members.role'), render: (_, row) => roleName(row.role) },
                {
                  key: 'expires',
                  title: t('members.expires'),
                  render: (_, row) => formatDate(new Date(row.expiresAt), i18n.language),
                },
                {
                  key: 'actions',
                  title: t('members.actions'),
                  render: (_, row) =>
                    manageable.includes(row.role) && (
                      <Button
                        size="small"
                        loading={busy === `revoke-${row.id}`}
                        onClick={() =>
                          void act(
                            `revoke-${row.id}`,
                            () => revokeInvitation(row.id),
                            t('members.revoked', { email: row.email }),
                          )
                        }
                      >
                        {t('members.revoke')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Flex>
      )}
    </section>
  );
}
