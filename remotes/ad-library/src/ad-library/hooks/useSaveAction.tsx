import { Button } from 'shared-ui/antd/base';
import type { ReactNode } from 'react';
import { useAccount } from 'shared-auth';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { titleOf, type Ad } from '../model/ad';

/**
 * The "Save to board" action of an ad card, for `AdGrid`'s `actions`: none for an analyst, who browses
 * the library and saves nothing (docs/product-rules.md §10.9).
 */
export function useSaveAction(onSave: (ad: Ad) => void): (ad: Ad) => ReactNode[] {
  const { t } = useAdLibraryT();
  const { canWrite } = useAccount();
  return (ad) =>
    canWrite
      ? [
          <Button
            key="save"
            type="link"
            onClick={() => onSave(ad)}
            aria-label={t('saveAria', { headline: titleOf(ad) })}
          >
            {t('save.action')}
          </Button>,
        ]
      : [];
}
