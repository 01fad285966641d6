import { observedWidth } from './measureCell';

// rc-util's and rc-resize-observer's CommonJS builds for jest: the same modules.
jest.mock('rc-util/es/hooks/useLayoutEffect', () =>
  jest.requireActual<object>('rc-util/lib/hooks/useLayoutEffect'),
);
jest.mock('rc-resize-observer', () => jest.requireActual<object>('rc-resize-observer/lib'));

/** A cell as the layout has it: its whole-pixel width and its fractional one. */
const cell = (offsetWidth: number, width: number) =>
  ({ offsetWidth, getBoundingClientRect: () => ({ width }) }) as unknown as HTMLElement;

it('measures a column as rc-resize-observer reports it: the fractional width when it rounds to offsetWidth', () => {
  expect(observedWidth(cell(261, 260.5))).toBe(260.5);
  expect(observedWidth(cell(260, 260.4))).toBe(260.4);
  expect(observedWidth(cell(260, 260))).toBe(260);
  // A transformed cell (a scale): its layout width, as the observer.
  expect(observedWidth(cell(300, 150))).toBe(300);
});
