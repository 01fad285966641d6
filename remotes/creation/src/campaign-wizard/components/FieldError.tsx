import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import type { FormIssue } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';

/**
 * The DOM id of `field` of the form's item at `path` (`adSets.0.ads.1`, `headline` →
 * `adSets-0-ads-1-headline`): its label's `htmlFor` and, with `-error`, its message's id.
 */
export function fieldId(path: string, field: string): string {
  return `${path.replaceAll('.', '-')}-${field}`;
}

/** The translated message of the first issue at `path`, if any, announced to screen readers. */
export function FieldError({
  issues,
  path,
  id,
}: {
  readonly issues: readonly FormIssue[];
  readonly path: string;
  readonly id: string;
}): ReactElement | null {
  const { t } = useCreationT();
  const issue = issues.find((candidate) => candidate.path === path);
  if (!issue) return null;
  return (
    <Typography.Text type="danger" id={id} role="alert" data-testid={`error-${path}`}>
      {t(`issues.${issue.code}`)}
    </Typography.Text>
  );
}
