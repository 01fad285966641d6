import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

/**
 * Turns a stack logged by a page (docs/operations.md "Errors and web vitals") into source lines with
 * the source maps each production build makes and Hosting never serves. A script's name carries its
 * content hash, so a frame is matched to the map of exactly the build that served it, wherever that
 * map was kept: an app's `dist/`, or a deploy's `.deploy/sourcemaps/`.
 */

/** A frame of a stack whose script has a map, and where it came from in the source. */
export interface SourceFrame {
  /** The script, as the stack names it (`https://…/412.a1b2c3d4.js`). */
  readonly script: string;
  /** The source file the map names (`webpack://campaigns/src/…`), or null when unmapped. */
  readonly source: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly name: string | null;
}

/** Every `.js.map` file under `folders`, by the script's file name (`412.a1b2c3d4.js`). */
export function indexSourceMaps(folders: readonly string[]): Map<string, string> {
  const maps = new Map<string, string>();
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name === 'node_modules') continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.js.map')) maps.set(name.slice(0, -'.map'.length), file);
    }
  };
  for (const folder of folders) walk(folder);
  return maps;
}

/** `…/file.js:line:column` in a stack line (V8's `at … (url:1:2)` and Firefox's `fn@url:1:2`). */
const FRAME = /(https?:\/\/[^\s()@]+\/([^/\s()@?#]+\.js))(?:\?[^\s():]*)?:(\d+):(\d+)/g;

/**
 * The frames of `stack` whose scripts have a map in `maps` (`indexSourceMaps`), mapped to their
 * source; frames of scripts without a map are left out.
 */
export function sourceFrames(stack: string, maps: ReadonlyMap<string, string>): SourceFrame[] {
  const consumers = new Map<string, SourceMapConsumer>();
  const frames: SourceFrame[] = [];
  for (const match of stack.matchAll(FRAME)) {
    const [, script, file, line, column] = match as unknown as [string, string, string, string, string];
    const mapFile = maps.get(file);
    if (!mapFile) continue;
    let consumer = consumers.get(mapFile);
    if (!consumer) {
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
      consumers.set(mapFile, consumer);
    }
    // Stacks count columns from 1; source maps from 0.
    const at = consumer.originalPositionFor({ line: Number(line), column: Number(column) - 1 });
    frames.push({
      script,
      source: at.source,
      line: at.line,
      column: at.column === null ? null : at.column + 1,
      name: at.name ?? null,
    });
  }
  return frames;
}

/** A frame as one line to read: `name (source:line:column)`, or the script when unmapped. */
export function frameLine(frame: SourceFrame): string {
  if (frame.source === null) return `    at ${frame.script} (no mapping)`;
  const where = `${frame.source.replace(/^webpack:\/\//, '')}:${frame.line}:${frame.column}`;
  return `    at ${frame.name ?? '<anonymous>'} (${where})`;
}
