import { Segmented } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { changeLanguage, isLanguage, LANGUAGES, useT } from 'shared-auth';
import { HOST_NS } from '../i18n/registerHostTranslations';

/**
 * Switches the page's language; the choice is saved under `selectedLanguage` (SPEC §9). Two languages
 * fit a segmented control, which also keeps antd's select and its popup machinery off the sign-in
 * page's JavaScript.
 */
export function LanguageSwitcher(): ReactElement {
  const { t, i18n } = useT(HOST_NS);
  return (
    <Segmented
      aria-label={t('shell.language')}
      data-testid="language-switcher"
      size="small"
      value={i18n.language}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: t(`languages.${language}`, { ns: 'common' }),
      }))}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    />
  );
}
