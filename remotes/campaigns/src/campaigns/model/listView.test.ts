import { COLUMN_PRESETS } from './listColumns';
import {
  DEFAULT_PREFERENCES,
  isColumnSet,
  presetOf,
  readLocalPreferences,
  type ListPreferences,
} from './listView';
import { writeLocalPreferences } from './localPreferences';

/** A storage of one key, as the browser's. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the list preferences remembered in this browser', () => {
  const mine: ListPreferences = {
    range: 'thisMonth',
    custom: { from: '2026-10-01', to: '2026-10-31' },
    columns: ['delivery', 'roas'],
    customColumns: ['delivery', 'roas'],
  };

  it('reads back what was written, per user', () => {
    const storage = memoryStorage();
    writeLocalPreferences('alice', mine, storage);
    expect(readLocalPreferences('alice', storage)).toEqual(mine);
    expect(readLocalPreferences('bob', storage)).toEqual(DEFAULT_PREFERENCES);
  });

  it('falls back to the default for anything malformed', () => {
    const stored = (value: unknown) => memoryStorage({ 'campaigns.view.alice': JSON.stringify(value) });
    expect(readLocalPreferences('alice', stored({ ...mine, range: 'forever' }))).toEqual(DEFAULT_PREFERENCES);
    expect(readLocalPreferences('alice', stored({ ...mine, columns: ['spend', 'spend'] }))).toEqual(
      DEFAULT_PREFERENCES,
    );
    expect(readLocalPreferences('alice', memoryStorage({ 'campaigns.view.alice': '{' }))).toEqual(
      DEFAULT_PREFERENCES,
    );
  });
});

describe('column sets', () => {
  it('accepts known columns, each once, at least one', () => {
    expect(isColumnSet(['spend', 'results'])).toBe(true);
    expect(isColumnSet([])).toBe(false);
    expect(isColumnSet(['spend', 'profit'])).toBe(false);
    expect(isColumnSet(['spend', 'spend'])).toBe(false);
    expect(isColumnSet('spend')).toBe(false);
  });

  it('names the preset a set is, or custom', () => {
    expect(presetOf(COLUMN_PRESETS.delivery)).toBe('delivery');
    expect(presetOf([...COLUMN_PRESETS.delivery].reverse())).toBe('custom');
    expect(presetOf(['spend'])).toBe('custom');
  });
});
