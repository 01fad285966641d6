import { Button, Flex } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { changeLanguage, LANGUAGES, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * Switches the page's language; the choice is saved under `selectedLanguage` (docs/product-rules.md §9). Two languages
 * fit two toggle buttons (`aria-pressed` marks the current one): antd's Button is already on the
 * sign-in page, so the switcher adds no JavaScript before /login is interactive (docs/performance.md).
 */
export function LanguageSwitcher(): ReactElement {
  const { t, i18n } = useT(HOST_NS);
  return (
    <Flex role="group" gap={4} aria-label={t('shell.language')} data-testid="language-switcher">
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <Button
            key={language}
            size="small"
            type={current ? 'primary' : 'text'}
            aria-pressed={current}
            onClick={() => {
              if (!current) void changeLanguage(language);
            }}
          >
            {t(`languages.${language}`, { ns: 'common' })}
          </Button>
        );
      })}
    </Flex>
  );
}
