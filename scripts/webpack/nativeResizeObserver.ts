/**
 * The browser's own `ResizeObserver`, bundled in place of the `resize-observer-polyfill` package
 * that rc-resize-observer (under antd's tables, selects, tooltips and menus) imports. Every browser
 * the builds target (ES2020, see webpack.common.ts) has had the native observer since 2020; the
 * polyfill itself returns it when present, so only its 2.4 KB gzip of fallback code goes (see
 * antdTrims.ts).
 */
const NativeResizeObserver: typeof ResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
