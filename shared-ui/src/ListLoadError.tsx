import { Alert, Button } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { useT } from 'shared-auth';

/** A list that could not be read: the translated `message` and a "Retry" that reads it again. */
export function ListLoadError({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => void;
}): ReactElement {
  const { t } = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={message}
      action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}
    />
  );
}
