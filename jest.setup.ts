import '@testing-library/jest-dom';

// antd reads matchMedia, which jsdom lacks (docs/architecture.md "Stack versions").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// rc-table measures the scrollbar through `getComputedStyle(element, '::-webkit-scrollbar')`; jsdom
// implements no pseudo-elements and logs an error for each call. Answer with the element's own style.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd's components observe their size (@rc-component/resize-observer); jsdom lays nothing out and has
// no ResizeObserver. One that never reports: every element keeps the size jsdom gives it, none.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });
