import enUs from './locales/en-us.json';
import esEs from './locales/es-es.json';
import { highchartsLang, valueRangeDescription, type ChartTextKey } from './index';

/** The `{…}` placeholders of a Highcharts template, in order. */
const placeholders = (template: string): string[] => template.match(/\{[^}]*\}/g) ?? [];

describe('chart texts (docs/architecture.md "Accessibility")', () => {
  it('gives every text in every language, with the same placeholders', () => {
    expect(Object.keys(esEs).sort()).toEqual(Object.keys(enUs).sort());
    for (const key of Object.keys(enUs) as ChartTextKey[]) {
      expect([
        key,
        placeholders(esEs[key]).filter((p) => !p.startsWith('{#') && !p.startsWith('{/') && p !== '{else}'),
      ]).toEqual([
        key,
        placeholders(enUs[key]).filter((p) => !p.startsWith('{#') && !p.startsWith('{/') && p !== '{else}'),
      ]);
    }
  });

  it('fills every text of Highcharts’ lang from the chart texts of the language', () => {
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);
    const { locale, ...texts } = highchartsLang('es-es', (key) => esEs[key]);
    expect(locale).toBe('es-es');
    const spanish = new Set<string>(Object.values(esEs));
    expect(leaves(texts).filter((text) => !spanish.has(text))).toEqual([]);
    expect(texts.accessibility?.chartTypes?.lineSingle).toBe(esEs.lineSingle);
    expect(texts.accessibility?.series?.summary?.line).toBe(esEs.seriesLine);
  });

  it('reads the value axis’ range in the units the axis shows, leaving out undefined rates', () => {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(valueRangeDescription([184080, null, 90542], dollars, (key) => enUs[key])).toEqual({
      rangeDescription: 'Data ranges from $905.42 to $1840.80.',
    });
    expect(valueRangeDescription([null], dollars, (key) => enUs[key])).toEqual({});
  });
});
