import { readFileSync } from 'node:fs';
import { runLog } from '../../scripts/lib/runLogs';

/**
 * The entries the browser events collector wrote to the Functions emulator's log (the run's
 * `emulators.log`, one JSON entry a line after the emulator's prefix) that `matches` accepts
 * (docs/operations.md "Errors and web vitals").
 */
export function collectorEntries(
  matches: (entry: Record<string, unknown>) => boolean,
): Array<Record<string, unknown>> {
  return readFileSync(runLog('emulators.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"requestId"') && line.includes('{'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>)
    .filter(matches);
}
