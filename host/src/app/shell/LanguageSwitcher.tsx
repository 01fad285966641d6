import { Select } from 'antd';
import type { ReactElement } from 'react';
import { changeLanguage, isLanguage, LANGUAGES, useT } from 'shared-auth';
import { HOST_NS } from '../i18n/registerHostTranslations';

/** Switches the page's language; the choice is saved under `selectedLanguage` (SPEC §9). */
export function LanguageSwitcher(): ReactElement {
  const { t, i18n } = useT(HOST_NS);
  return (
    <Select
      aria-label={t('shell.language')}
      data-testid="language-switcher"
      value={i18n.language}
      style={{ minWidth: 170 }}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: t(`languages.${language}`, { ns: 'common' }),
      }))}
      onChange={(value: string) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    />
  );
}
