import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository explains itself (docs/architecture.md): comments cite the project's own documents,
 * and every citation leads somewhere — a file under docs/, a heading or phrase of it, or a numbered
 * section of the product rules.
 */
const ROOT = path.join(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx|mjs|js|rules|java|html)$/;

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => SOURCE.test(file) && !file.startsWith('docs/') && file !== path.relative(ROOT, __filename),
  )
  .filter((file) => existsSync(path.join(ROOT, file)))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

/** Lines that cite something outside the repository: the documents it was built from, or an issue. */
const OUTSIDE = /\bSPEC §|\bDESIGN "|ENVIRONMENT\.md|STYLE\.md|\.\.\/shared\/|\bISSUE \d|\b[Ii]ssue #?\d/;

function citations(): Array<{ file: string; doc: string; anchor: string | undefined }> {
  const found = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/docs\/([\w/.-]+\.md)(?:\s+("[^"\n]+"|§[\d.]+\d))?/g)) {
      found.push({ file, doc: match[1]!, anchor: match[2] });
    }
  }
  return found;
}

describe('code comments cite the repository’s own documents', () => {
  it('cites no document outside the repository and no issue number', () => {
    const offending = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => OUTSIDE.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it('cites documents, headings, phrases and sections that exist', () => {
    const all = citations();
    expect(all.length).toBeGreaterThan(50);
    const broken = all.filter(({ doc, anchor }) => {
      const docPath = path.join(ROOT, 'docs', doc);
      if (!existsSync(docPath)) return true;
      if (!anchor) return false;
      const text = readFileSync(docPath, 'utf8');
      if (anchor.startsWith('§')) return !new RegExp(`^#+ ${anchor.replace(/\./g, '\\.')} `, 'm').test(text);
      return !text.replace(/\s+/g, ' ').includes(anchor.slice(1, -1));
    });
    expect(broken.map(({ file, doc, anchor }) => `${file}: docs/${doc} ${anchor ?? ''}`)).toEqual([]);
  });
});
