import type { CSSProperties } from 'react';

/**
 * How a figure (a count, an amount, a rate) is laid out wherever it shows (docs/architecture.md
 * "Figures"): on one line — a narrow column widens or scrolls, it never breaks "$138,718.42" in two —
 * with digits of one width, so that a column's figures line up.
 */
export const FIGURE_STYLE: CSSProperties = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

/** The props of a table column of figures: right-aligned, each cell one unbroken figure. */
export const FIGURE_COLUMN = {
  align: 'right',
  onCell: () => ({ style: FIGURE_STYLE }),
} as const;
