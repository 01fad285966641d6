import { theme } from 'shared-ui/antd/base';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'shared-auth';
import { PageTitle } from 'shared-ui';

/**
 * The text elements of the sign-in screens, styled with antd's theme tokens. antd's Typography is
 * not used here: its copy, edit and ellipsis machinery (with Tooltip and clipboard code) would be
 * part of the JavaScript before /login is interactive (docs/performance.md), and these screens
 * need none of it. Font family, size and colour are inherited from `AuthLayout`.
 */

/** A sign-in screen's one heading (`h1`), in antd's level-2 heading style. */
export function ScreenTitle({ children }: { readonly children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <PageTitle as="h1" style={{ margin: `0 0 ${token.marginLG}px` }}>
      {children}
    </PageTitle>
  );
}

/** An in-app link (client-side navigation) in the theme's link colour, underlined so that it stands out from the text around it without colour. */
export function TextLink({
  to,
  children,
}: {
  readonly to: string;
  readonly children: ReactNode;
}): ReactElement {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: token.colorLink, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
