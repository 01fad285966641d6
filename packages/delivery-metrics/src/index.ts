/**
 * `@adplatform/delivery-metrics`: daily rollups, the metric maths, and the per-campaign totals the
 * campaigns list reads (docs/architecture.md "Reporting reads pre-aggregated daily rollups, never raw events").
 */
export * from './dailyRollup';
export * from './pairRollup';
export * from './metrics';
export * from './campaignMetrics';
export * from './campaignSeries';
export * from './campaignMetricsPipeline';
export * from './formatKpi';
export * from './dateSpan';
