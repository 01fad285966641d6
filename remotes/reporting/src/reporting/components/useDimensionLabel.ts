import { useCallback } from 'react';
import { useReportingT } from '../../i18n/useReportingT';

/**
 * Names a dimension value as the user reads it: a country by the locale's name for it, a device,
 * placement or gender translated, an age band with an en dash ("25–34"); anything else as it is.
 */
export function useDimensionLabel(): (dimension: string, key: string) => string {
  const { t, i18n } = useReportingT();
  const locale = i18n.language;
  return useCallback(
    (dimension: string, key: string) => {
      switch (dimension) {
        case 'device':
          return t(`devices.${key}`);
        case 'placement':
          return t(`placements.${key}`);
        case 'gender':
          return t(`genders.${key}`);
        case 'age':
          return key.replace('-', '\u2013');
        case 'country':
          return key === 'other'
            ? t('otherCountries')
            : (new Intl.DisplayNames([locale], { type: 'region' }).of(key) ?? key);
        default:
          return key;
      }
    },
    [t, locale],
  );
}
