import { Flex, theme } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { Outlet, PATHS, PRIMARY_COLOR, useMatch, useT } from 'shared-auth';
import { HOST_NS } from '../i18n/registerHostTranslations';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';

/**
 * The layout of the sign-up, verification, login and onboarding screens. It sets the theme's font,
 * size and text colour on the page, since these screens use plain elements rather than antd's
 * Typography (see `features/auth/AuthText.tsx`).
 */
export function AuthLayout(): ReactElement {
  const { t } = useT(HOST_NS);
  const { token } = theme.useToken();
  const wide = useMatch(PATHS.onBoarding) !== null;
  return (
    <Flex
      vertical
      align="center"
      style={{
        minHeight: '100vh',
        background: '#f3f5f9',
        padding: 24,
        boxSizing: 'border-box',
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      <Flex
        component="header"
        justify="space-between"
        align="center"
        style={{ width: '100%', maxWidth: wide ? 1040 : 440 }}
      >
        <div
          style={{
            color: PRIMARY_COLOR,
            margin: '8px 0 24px',
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {t('appName')}
        </div>
        <LanguageSwitcher />
      </Flex>
      <main
        style={{
          width: '100%',
          maxWidth: wide ? 1040 : 440,
          background: '#fff',
          borderRadius: 8,
          padding: 32,
          boxShadow: '0 1px 3px rgba(20, 33, 61, 0.12)',
        }}
      >
        <Outlet />
      </main>
    </Flex>
  );
}
