import { Switch } from 'shared-ui/antd/authoring';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { useRead } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { readRoundRobin, setRoundRobin } from '../api/leadOwners';

/**
 * "Assign new leads in turn" (docs/product-rules.md §10.3): when on, each new lead of the account
 * goes to the next of its subscriber, owners and admins; shown to those whose role writes.
 */
export function RoundRobinSwitch({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useLeadsT();
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const setting = useRead(
    `${accountId}|${version}`,
    () => readRoundRobin(accountId),
    '[leads] assignment not read',
  );

  const change = async (on: boolean): Promise<void> => {
    setSaving(true);
    try {
      await setRoundRobin(on);
      notify({ type: 'success', message: t(on ? 'roundRobin.on' : 'roundRobin.off') });
      setVersion((value) => value + 1);
    } catch (error) {
      console.error('[leads] assignment not changed', error);
      notify({ type: 'error', message: t('actionFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch
        data-testid="lead-round-robin"
        checked={setting.data === true}
        loading={saving || setting.state === 'loading'}
        disabled={setting.state === 'error'}
        onChange={(on) => void change(on)}
      />
      {t('roundRobin.label')}
    </label>
  );
}
