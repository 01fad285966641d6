import { Alert } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { identityErrorKey, useT } from 'shared-auth';

/** Shows an identity error (docs/product-rules.md §8) as a translated message above a form; nothing when null. */
export function IdentityErrorAlert({ error }: { readonly error: unknown }): ReactElement | null {
  const { t } = useT();
  if (error === null || error === undefined) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="identity-error"
      message={t(identityErrorKey(error))}
      style={{ marginBottom: 16 }}
    />
  );
}
