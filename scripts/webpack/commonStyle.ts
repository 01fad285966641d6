import type { CSSObject } from '@ant-design/cssinjs';
import type { AliasToken } from 'antd/es/theme/internal';

/*
 * antd's shared style helpers as its style hooks see them (antdTrims.ts `resetWithoutAttributeAncestors`):
 * antd's own, but for `genCommonStyle`, the reset each component's styles start with.
 */
export * from 'antd/es/style';

/** The reset's `box-sizing`, for an element and its pseudo-elements. */
const BORDER_BOX: CSSObject = {
  boxSizing: 'border-box',
  '&::before, &::after': { boxSizing: 'border-box' },
};

/**
 * A component's reset, as antd's `genCommonStyle` writes it — the component's font on its root,
 * `border-box` on its root and on every element inside with a class of the component — but for the
 * elements inside, not by an attribute selector in the ancestor's place. antd's writes
 * `[class^="ant-table"] [class^="ant-table"]` for a component that has no root class (Table, Select,
 * Input, Checkbox, Modal), and one such selector anywhere in a page makes the browser restyle every
 * element with a class below any element whose class attribute changes (rc-table's scroll shadows
 * on its root: 325 elements, 80–157 ms on a mid-range phone, docs/architecture.md "Performance
 * budgets"). Here the ancestor is any element of the page's style hash (`:where(*)`, where the
 * CSS-in-JS puts the hash), and the element's own `[class]` keeps the selector's specificity
 * (0,2,0), so that the same declarations win.
 * @param token - the component's tokens (its font)
 * @param componentPrefixCls - the component's class prefix, e.g. `ant-table`
 * @param rootCls - the component's root class, when it has one
 * @param resetFont - false when the component keeps the font it inherits
 * @returns the reset's CSS object
 */
export function genCommonStyle(
  token: Pick<AliasToken, 'fontFamily' | 'fontSize'>,
  componentPrefixCls: string,
  rootCls?: string,
  resetFont?: boolean,
): CSSObject {
  const prefixSelector = `[class^="${componentPrefixCls}"], [class*=" ${componentPrefixCls}"]`;
  const font = resetFont === false ? {} : { fontFamily: token.fontFamily, fontSize: token.fontSize };
  // A root class in the ancestor's place, as antd's.
  if (rootCls) return { [`.${rootCls}`]: { ...font, ...BORDER_BOX, [prefixSelector]: BORDER_BOX } };
  const inside = `:where(*) [class^="${componentPrefixCls}"][class], :where(*) [class*=" ${componentPrefixCls}"][class]`;
  return { [prefixSelector]: { ...font, ...BORDER_BOX }, [inside]: BORDER_BOX };
}
