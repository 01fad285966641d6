import { useCallback } from 'react';
import { useReportingT } from '../../i18n/useReportingT';
import { useComparisonNamer, usePeriodLabel } from '../components/ComparisonPicker';
import { useDimensionLabel } from '../components/useDimensionLabel';
import type { Report } from '../model/report';
import {
  breakdownSection,
  comparisonSection,
  pivotSection,
  reportToCsv,
  withSections,
  type CsvSection,
  type ShownPivot,
} from '../model/reportCsv';
import type { ReportParams } from '../model/reportParams';

/**
 * Writes the report on screen as CSV (docs/product-rules.md §10.2 "Export"), in the user's language:
 * the campaigns' table, then the breakdown of the chart (unless it is by campaign, the first table
 * already), the pivot and the periods compared, as the page shows them.
 * @returns `(report, pivot) → CSV text`, `pivot` being the pivot on screen (null while it loads)
 */
export function useReportCsv(params: ReportParams): (report: Report, pivot: ShownPivot | null) => string {
  const { t, i18n } = useReportingT();
  const dimensionLabel = useDimensionLabel();
  const comparisonName = useComparisonNamer();
  const period = usePeriodLabel();
  return useCallback(
    (report, pivot) => {
      const currency = report.currency ?? 'USD';
      const column = (key: string): string => t(`kpi.${key}`);
      const sections: CsvSection[] = [];
      const { breakdown, metric } = params;
      if (breakdown !== 'campaign') {
        const name = t(`breakdowns.${breakdown}`);
        sections.push(
          breakdownSection(
            t('exportSections.breakdown', { breakdown: name.toLocaleLowerCase(i18n.language) }),
            name,
            report.byDimension[breakdown].map((row) => ({
              label: row.name ?? dimensionLabel(breakdown, row.key),
              totals: row.totals,
            })),
            currency,
            column,
          ),
        );
      }
      if (pivot)
        sections.push(
          pivotSection({ ...pivot, title: `${pivot.title} (${t(`kpi.${metric}`)})` }, metric, currency),
        );
      if (report.compared.length > 0) {
        sections.push(
          comparisonSection(t('compare.title'), report, {
            metric: t('compare.metric'),
            current: t('compare.current', { period: period(report.range) }),
            // The report's own days, which the periods compared follow, not those asked since.
            compared: (index) =>
              comparisonName(report.compared[index]?.comparison ?? 'previous', report.range),
            change: t('exportSections.change'),
            kpi: column,
          }),
        );
      }
      const campaigns = reportToCsv(report.campaigns, report.totals, currency, {
        campaign: t('table.campaign'),
        column,
        total: t('table.total'),
      });
      return withSections(campaigns, sections);
    },
    [t, i18n.language, params, dimensionLabel, comparisonName, period],
  );
}
