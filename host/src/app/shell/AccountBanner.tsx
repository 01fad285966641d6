import type { ReactElement } from 'react';
import { useAccount, useSubscriptionRecord, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * Above every section of a member (docs/product-rules.md §10.9): whose account this is and the
 * member's role; an analyst is told that they only read, so that a missing or refused change is
 * never a surprise.
 */
export default function AccountBanner(): ReactElement | null {
  const { t } = useT(HOST_NS);
  const { isMember, role } = useAccount();
  const { membership } = useSubscriptionRecord();
  if (!isMember || !membership) return null;
  const values = { account: membership.accountEmail, role: t(`shell.roles.${role}`) };
  return (
    <p
      data-testid="account-banner"
      style={{ margin: '0 0 16px', padding: '8px 12px', background: '#f0f5ff', borderRadius: 6 }}
    >
      {t(role === 'analyst' ? 'shell.memberReadOnly' : 'shell.member', values)}
    </p>
  );
}
