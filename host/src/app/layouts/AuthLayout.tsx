import { Flex, theme } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { Outlet, PATHS, PRIMARY_COLOR, useMatch, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
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
        // 16 px on a phone, 24 px from 600 px up.
        padding: 'clamp(16px, 4vw, 24px)',
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
        wrap
        gap={8}
        style={{ width: '100%', maxWidth: wide ? 1040 : 440, marginBottom: 24 }}
      >
        <div
          style={{
            color: PRIMARY_COLOR,
            margin: '8px 0 0',
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
          // The card's outer width: at most the content width and its 32 px padding on each side,
          // never wider than the page (a phone).
          width: '100%',
          maxWidth: (wide ? 1040 : 440) + 64,
          background: '#fff',
          borderRadius: 8,
          padding: 'clamp(20px, 6vw, 32px)',
          boxSizing: 'border-box',
          boxShadow: '0 1px 3px rgba(20, 33, 61, 0.12)',
        }}
      >
        <Outlet />
      </main>
    </Flex>
  );
}
