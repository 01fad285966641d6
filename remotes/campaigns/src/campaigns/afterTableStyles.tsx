import { ConfigProvider } from 'shared-ui/antd/base';
import { Modal, Switch } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { startTransition, type ComponentType } from 'react';
import { createPrimerRoot, nextTask, PacedPrimers } from 'shared-ui';
import { THEME } from 'shared-auth';

/*
 * The styles of the components the list's after-table parts bring (the rows' switches, the budget's
 * texts, the view toolbar's dialogs), generated one component per task before the
 * parts mount, instead of inside the commit that shows them (docs/architecture.md "Performance
 * budgets"). Only components the after-table chunk loads anyway.
 */

/** The components, the costliest first. */
const PRIMERS: readonly ComponentType[] = [
  () => <Typography.Text />,
  () => <Modal open={false} />,
  () => <Switch size="small" />,
];

let primed: Promise<void> | null = null;

/**
 * Generates those styles in a hidden React root of its own under the page's theme, once per page.
 * @returns resolves once every primer has mounted (their styles are in the page)
 */
export function primeAfterTableStyles(): Promise<void> {
  primed ??= new Promise<void>((resolve) => {
    const root = createPrimerRoot('campaigns-after-table');
    startTransition(() =>
      root.render(
        <ConfigProvider theme={THEME}>
          <PacedPrimers primers={PRIMERS} pace={nextTask} onPrimed={resolve} />
        </ConfigProvider>,
      ),
    );
  });
  return primed;
}
