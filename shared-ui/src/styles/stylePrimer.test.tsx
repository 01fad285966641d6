import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { nextTask, PacedPrimers } from './StylePrimerFrame';
import { stylePrimer } from './stylePrimer';

const First = (): ReactElement => <i data-testid="first" />;
const Second = (): ReactElement => <i data-testid="second" />;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('mounts its primers one idle period at a time, and marks the frame primed once all are mounted', async () => {
  const Primer = stylePrimer(First, Second);
  const { container, queryByTestId } = render(<Primer />);
  const frame = container.firstElementChild as HTMLElement;
  expect(frame.hidden).toBe(true);
  expect(frame.getAttribute('aria-hidden')).toBe('true');
  // The section frame's primers come first, alone.
  expect(queryByTestId('first')).toBeNull();
  expect(frame.hasAttribute('data-primed')).toBe(false);

  await act(async () => jest.advanceTimersByTimeAsync(60));
  expect(queryByTestId('first')).not.toBeNull();
  expect(queryByTestId('second')).toBeNull();
  expect(frame.hasAttribute('data-primed')).toBe(false);

  await act(async () => jest.advanceTimersByTimeAsync(60));
  expect(queryByTestId('second')).not.toBeNull();
  expect(queryByTestId('first')).not.toBeNull();
  expect(frame.hasAttribute('data-primed')).toBe(true);
});

it('paced by the next task, says when all its primers have mounted, once', async () => {
  const onPrimed = jest.fn();
  const { queryByTestId } = render(
    <PacedPrimers primers={[First, Second]} pace={nextTask} onPrimed={onPrimed} />,
  );
  expect(queryByTestId('first')).not.toBeNull();
  expect(queryByTestId('second')).toBeNull();
  expect(onPrimed).not.toHaveBeenCalled();

  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(queryByTestId('second')).not.toBeNull();
  expect(onPrimed).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTimeAsync(100));
  expect(onPrimed).toHaveBeenCalledTimes(1);
});

it('renders a primer once: the next one mounting does not render those before it again', async () => {
  const renders = jest.fn();
  const Counted = (): ReactElement => {
    renders();
    return <i data-testid="counted" />;
  };
  const { queryByTestId } = render(<PacedPrimers primers={[Counted, First, Second]} pace={nextTask} />);
  await act(async () => jest.advanceTimersByTimeAsync(0));
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(queryByTestId('second')).not.toBeNull();
  expect(renders).toHaveBeenCalledTimes(1);
});
