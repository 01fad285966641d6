/** @jest-environment jsdom */
import { getTargetScrollBarSize as measured } from 'rc-util/lib/getScrollBarSize';
import { getTargetScrollBarSize } from './scrollbarSize';

// rc-util's CommonJS build for jest: the same module, observed.
jest.mock('rc-util/es/getScrollBarSize', () => {
  const actual = jest.requireActual<{ getTargetScrollBarSize: typeof measured }>(
    'rc-util/lib/getScrollBarSize',
  );
  return { getTargetScrollBarSize: jest.fn(actual.getTargetScrollBarSize) };
});
const rcUtil = jest.requireMock<{ getTargetScrollBarSize: jest.Mock }>('rc-util/es/getScrollBarSize');

/** An element with `className`, in the page. */
function element(className: string): HTMLElement {
  const node = document.createElement('div');
  node.className = className;
  document.body.append(node);
  return node;
}

beforeEach(() => rcUtil.getTargetScrollBarSize.mockClear());

it('answers 0 without measuring for a table in one piece (its -content element)', () => {
  expect(getTargetScrollBarSize(element('ant-table-content'))).toEqual({ width: 0, height: 0 });
  expect(rcUtil.getTargetScrollBarSize).not.toHaveBeenCalled();
});

it("measures as rc-util does for a fixed header's body, a table's container and anything else", () => {
  for (const className of ['ant-table-body', 'ant-table-container', 'ant-table-tbody-virtual-holder', '']) {
    const target = element(className);
    expect(getTargetScrollBarSize(target)).toEqual(measured(target));
    expect(rcUtil.getTargetScrollBarSize).toHaveBeenLastCalledWith(target);
  }
  expect(getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
});
