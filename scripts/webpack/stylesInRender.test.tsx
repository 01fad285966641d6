import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import useStyleWrittenInRender from './stylesInRender';

/*
 * antd's CSS-in-JS with stylesInRender.ts in place of its insertion hook (antdTrims.ts
 * `cssinjsWritesInRender`): a style is written while the component that needs it renders, before
 * the commit, and its instance is counted in a layout effect.
 */

function Styled({ name, log }: { readonly name: string; readonly log: string[] }): ReactElement {
  useStyleWrittenInRender(
    () => log.push(`write ${name}`),
    (polyfill) => {
      log.push(`count ${name} ${String(polyfill)}`);
      return () => log.push(`uncount ${name}`);
    },
    [name],
  );
  log.push(`render ${name}`);
  return (
    <i
      ref={(element) => {
        if (element) log.push(`commit ${name}`);
      }}
    />
  );
}

it('writes the style during the render, before the commit, and counts the instance after it', () => {
  const log: string[] = [];
  render(<Styled name="button" log={log} />);
  expect(log).toEqual(['write button', 'render button', 'commit button', 'count button true']);
});

it('writes again only for another style, and uncounts the instance when it goes', () => {
  const log: string[] = [];
  const { rerender, unmount } = render(<Styled name="button" log={log} />);
  log.length = 0;
  rerender(<Styled name="button" log={log} />);
  expect(log).toEqual(['render button', 'commit button']);
  log.length = 0;
  rerender(<Styled name="table" log={log} />);
  expect(log).toEqual(['write table', 'render table', 'uncount button', 'commit table', 'count table true']);
  log.length = 0;
  unmount();
  expect(log).toEqual(['uncount table']);
});
