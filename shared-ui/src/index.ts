/** shared-ui: antd building blocks every remote compiles in (not federated; each build tree-shakes it). */
export * from './CursorPager';
export * from './EntitlementGate';
export * from './ListLoadError';
export * from './MenuButton';
export * from './DateRangeFilter';
export * from './downloadCsv';
export * from './GatedSection';
export * from './SearchFilterBar';
export * from './Text';
export * from './hostless/createMount';
export * from './hostless/runStandalone';
export * from './hostless/SessionFrame';
export * from './format/figure';
export * from './format/chartPalette';
export * from './format/money';
export * from './lists/useCursorPages';
export * from './lists/useRead';
