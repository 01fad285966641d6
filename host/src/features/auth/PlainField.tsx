import { theme } from 'shared-ui/antd/base';
import type { ReactElement, ReactNode } from 'react';

/**
 * A labelled field with its error, laid out like antd's vertical `Form.Item`, for the one form that
 * does without antd's Form (sign-in, docs/performance.md). The input inside must carry `id`, and
 * `aria-describedby={errorId(id)}` while `error` is set.
 */
export function PlainField({
  id,
  label,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  /** The translated error, or null when the field is valid. */
  readonly error: string | null;
  readonly children: ReactNode;
}): ReactElement {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label htmlFor={id} style={{ display: 'inline-block', paddingBottom: token.paddingXS }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={errorId(id)} role="alert" style={{ color: token.colorError, minHeight: token.marginLG }}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The id of a field's error text (for `aria-describedby`). */
export function errorId(id: string): string {
  return `${id}-error`;
}
