import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * "Skip to content": the page's first focusable element, shown when focused, which moves focus past
 * the navigation to the element with id `targetId` (docs/architecture.md "Accessibility").
 */
export function SkipLink({ targetId }: { readonly targetId: string }): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <a
      className="skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus, not the URL's hash: the router owns the URL.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
