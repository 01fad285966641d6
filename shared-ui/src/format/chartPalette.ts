/**
 * Every chart's palette option (Highcharts `palette`; docs/architecture.md "Embedding"): the light
 * scheme the rest of the product uses, whatever the system's. A palette of the chart's own also makes
 * Highcharts scope its colour variables to the chart's container instead of the document's `:root`,
 * which a section mounted in a shadow root would never see (its charts would draw black).
 */
export const CHART_PALETTE = { colorScheme: 'light' } as const;
