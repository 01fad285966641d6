/** The median of a list of numbers. @throws Error on an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A figure with its target, printed as one row of the bench report. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: number;
  /** The target is a floor (a score), not a ceiling (a size, a time). */
  readonly higherIsBetter?: boolean;
  readonly runs: readonly number[];
}

/** One report line: name, median, target, whether it is met, and every run. */
export function formatFigure(figure: Figure): string {
  const floor = figure.higherIsBetter === true;
  const within =
    figure.target !== undefined && (floor ? figure.value >= figure.target : figure.value <= figure.target);
  const met = figure.target === undefined ? '' : within ? ' ✔' : ' ✖';
  const unit = figure.unit ? ` ${figure.unit}` : '';
  const target =
    figure.target === undefined ? '' : ` (target ${floor ? '≥' : '≤'} ${figure.target}${unit})${met}`;
  const runs = figure.runs.map((run) => run.toFixed(1)).join(', ');
  return `${figure.name.padEnd(44)} ${figure.value.toFixed(1).padStart(8)}${unit}${target}   runs: ${runs}`;
}
