import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import { Tooltip } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card, Col, Row } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import { FIGURE_STYLE } from 'shared-ui';
import { useReportingT } from '../../i18n/useReportingT';
import {
  formatChange,
  formatKpi,
  KPI_KEYS,
  KPI_HIGHER_IS_BETTER,
  kpiValue,
  periodChange,
  totalsKpiValue,
  type KpiKey,
} from '@adplatform/delivery-metrics';
import type { Report } from '../model/report';
import { useComparisonLabel } from './ComparisonPicker';

function ChangeLine({ metric, report }: { readonly metric: KpiKey; readonly report: Report }): ReactElement {
  const { t, i18n } = useReportingT();
  const name = useComparisonLabel(report.range);
  const first = report.compared[0]?.comparison;
  // Against the previous period the texts say so; against another period they name it.
  const key = (verdict: string): string =>
    first && first !== 'previous' ? `change.vs.${verdict}` : `change.${verdict}`;
  const period = first ? name(first) : '';
  const change = report.hasPrevious
    ? periodChange(kpiValue(report.totals, metric), kpiValue(report.previousTotals, metric))
    : null;
  if (change === null)
    return (
      <Typography.Text type="secondary">
        {first ? t(key('none'), { period }) : t('change.noComparison')}
      </Typography.Text>
    );
  if (change === 0) return <Typography.Text type="secondary">{t(key('same'), { period })}</Typography.Text>;
  const higherIsBetter = KPI_HIGHER_IS_BETTER[metric];
  const text = formatChange(change, i18n.language);
  const verdict = higherIsBetter === null ? 'neutral' : change > 0 === higherIsBetter ? 'better' : 'worse';
  return (
    <Typography.Text
      type={verdict === 'better' ? 'success' : verdict === 'worse' ? 'danger' : 'secondary'}
      aria-label={t(key(verdict), { change: text, period })}
    >
      {change > 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {text}
    </Typography.Text>
  );
}

/**
 * The ten KPI cards of a report (docs/product-rules.md §10.2), each with its change against the first period it is
 * compared with (the previous period of the same length unless the user chose otherwise); green when the change is good news (a falling CPC is), red when it is not, grey for
 * spend. Reach over several campaigns is not added up: its card says so.
 */
export function KpiCards({ report }: { readonly report: Report }): ReactElement {
  const { t, i18n } = useReportingT();
  const currency = report.currency ?? 'USD';
  return (
    <section aria-label={t('kpisLabel')}>
      <Row gutter={[12, 12]}>
        {KPI_KEYS.map((metric) => {
          // Null for an undefined rate, and for reach over several campaigns (not added up).
          const value = totalsKpiValue(report.totals, metric, report.campaigns.length);
          return (
            <Col key={metric} xs={12} md={8} lg={{ flex: '20%' }}>
              <Card size="small" data-testid={`kpi-${metric}`} style={{ height: '100%' }}>
                <Typography.Text type="secondary">
                  {t(`kpi.${metric}`)}{' '}
                  <Tooltip title={t(`kpiHelp.${metric}`)}>
                    <InfoCircleOutlined tabIndex={0} aria-label={t(`kpiHelp.${metric}`)} />
                  </Tooltip>
                </Typography.Text>
                {/* The figure shrinks with a narrow card rather than break or be cut. */}
                <div style={{ containerType: 'inline-size' }}>
                  <div
                    style={{
                      ...FIGURE_STYLE,
                      fontSize: 'min(22px, 10.5cqi)',
                      fontWeight: 600,
                      margin: '4px 0',
                    }}
                    data-testid="kpi-value"
                  >
                    {formatKpi(metric, value, currency, i18n.language)}
                  </div>
                </div>
                {value === null && kpiValue(report.totals, metric) !== null ? (
                  <Typography.Text type="secondary" data-testid="kpi-not-additive">
                    {t('kpiNotAdditive')}
                  </Typography.Text>
                ) : (
                  <ChangeLine metric={metric} report={report} />
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
