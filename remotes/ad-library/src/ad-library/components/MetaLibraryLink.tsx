import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement, ReactNode } from 'react';

/**
 * A link to an ad's public page in Meta's Ad Library, in a new tab. Underlined: a link inside text is
 * told apart by more than its colour (docs/architecture.md "Accessibility").
 */
export function MetaLibraryLink({
  href,
  children,
}: {
  readonly href: string;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <Typography.Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      style={{ textDecoration: 'underline' }}
    >
      {children}
    </Typography.Link>
  );
}
