import { act, fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';

function Filter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return <DateRangeFilter label="Created between" value={value} onChange={onChange} />;
}

async function type(input: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  });
}

it('keeps a start half picked when its parent renders again before the end is picked', async () => {
  const onChange = jest.fn();
  const value = { from: '2026-03-01', to: '2026-03-31' };
  const { rerender } = render(<Filter value={value} onChange={onChange} />);
  const start = screen.getByPlaceholderText('Start date');
  const end = screen.getByPlaceholderText('End date');

  await type(start, '2026-02-10');
  // The page renders again for another reason (data arriving), with the same range.
  rerender(<Filter value={{ ...value }} onChange={onChange} />);
  await type(end, '2026-02-12');

  expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-10', to: '2026-02-12' });
});
