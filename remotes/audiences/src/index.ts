// Async boundary: lets Module Federation resolve the shared scope before any shared module runs.
void import('./standalone');
