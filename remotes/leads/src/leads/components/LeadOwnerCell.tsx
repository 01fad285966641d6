import { Select } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { useLeadsT } from '../../i18n/useLeadsT';
import { assignLeads } from '../api/leadOwners';
import type { LeadOwners } from '../hooks/useLeadOwners';
import { ownerLabel, type Lead } from '../model/lead';

/** The value the picker gives "no owner" (a Select's values are strings). */
const NOBODY = '';

/**
 * A lead's owner in the leads table (docs/product-rules.md §10.3): for someone whose role writes, a
 * picker of the account's people (read when first opened) that assigns the lead through
 * `assignLeads`; for an analyst, the owner. The owner shows by name when their account gives one.
 */
export function LeadOwnerCell({
  lead,
  owners,
  canWrite,
  onChanged,
}: {
  readonly lead: Lead;
  readonly owners: LeadOwners;
  readonly canWrite: boolean;
  readonly onChanged: () => void;
}): ReactElement {
  const { t } = useLeadsT();
  const [saving, setSaving] = useState(false);
  if (!canWrite) return <span data-testid="lead-owner">{ownerLabel(lead) ?? t('owner.none')}</span>;

  const known =
    owners.owners ?? (lead.ownerUid ? [{ uid: lead.ownerUid, email: lead.ownerEmail ?? '' }] : []);
  const assign = async (ownerUid: string): Promise<void> => {
    setSaving(true);
    try {
      await assignLeads([lead.id], ownerUid === NOBODY ? null : ownerUid);
      const email = known.find((owner) => owner.uid === ownerUid)?.email;
      notify({
        type: 'success',
        message: email
          ? t('owner.assigned', { name: lead.name, email })
          : t('owner.unassigned', { name: lead.name }),
      });
      onChanged();
    } catch (error) {
      console.error('[leads] owner change failed', error);
      notify({ type: 'error', message: t('actionFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select<string>
      aria-label={t('owner.change', { name: lead.name })}
      data-testid="lead-owner"
      size="small"
      value={lead.ownerUid ?? NOBODY}
      loading={saving || owners.loading}
      disabled={saving}
      style={{ minWidth: 200 }}
      onOpenChange={(open) => open && owners.load()}
      onChange={(ownerUid) => void assign(ownerUid)}
      options={[
        { value: NOBODY, label: t('owner.none') },
        // The current owner by name where known: the lead carries it.
        ...known.map((owner) => ({
          value: owner.uid,
          label: owner.uid === lead.ownerUid ? (lead.ownerName ?? owner.email) : owner.email,
        })),
      ]}
    />
  );
}
