import { adSetName } from '@adplatform/campaign-model';
import { useCreationT } from '../../i18n/useCreationT';
import type { WizardAdSet } from '../model/wizardForm';

/** An ad set's tab title: its name, or the one it will get from its audience, or its number. */
export function useAdSetLabel(): (adSet: WizardAdSet, index: number) => string {
  const { t } = useCreationT();
  return (adSet, index) =>
    adSet.name.trim() ||
    (adSet.audience.locations.length > 0
      ? adSetName(adSet.audience)
      : t('adSets.numbered', { number: index + 1 }));
}
