import { useLayoutEffect, useMemo, type DependencyList } from 'react';

/*
 * antd's CSS-in-JS writes a component's styles into the page from `useCompatibleInsertionEffect`
 * (see antdTrims.ts `cssinjsWritesInRender`), which on React 18 and later is an insertion effect: every
 * style a screen's components first need is written inside the commit that shows the screen, each
 * `<style>` element inserted in one task with the screen's elements. For the CSS-in-JS only, this
 * module is that hook as the CSS-in-JS has it for React before 18: the style is written while the
 * component renders, and a layout effect counts the instance. Renders of a transition are done in
 * slices between which the browser works, so each style is written in the slice of the first
 * component that needs it; a commit writes none.
 */

/**
 * `@ant-design/cssinjs`'s `useCompatibleInsertionEffect`, as its polyfill: `renderEffect` (which
 * writes the style) runs during the render when `deps` change, `effect` in a layout effect with
 * `true` (the CSS-in-JS then counts the instance, and writes the style again if it was removed).
 * @param renderEffect - writes the style
 * @param effect - counts the instance; returns its cleanup
 * @param deps - the style's cache key
 */
export default function useStyleWrittenInRender(
  renderEffect: () => void,
  effect: (polyfill?: boolean) => void | (() => void),
  deps: DependencyList,
): void {
  // The CSS-in-JS's own key (its hook is called with a list) and callbacks, as its polyfill passes them.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
  useMemo(renderEffect, deps);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => effect(true), deps);
}
