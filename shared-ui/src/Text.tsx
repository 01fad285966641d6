import { theme } from 'shared-ui/antd/base';
import type { CSSProperties, ReactElement, ReactNode } from 'react';

/**
 * Headings and plain text in antd's typography, from the theme's tokens, for the screens whose
 * JavaScript budget counts (docs/performance.md, /login and /): antd's Typography brings its copy, edit
 * (a TextArea) and ellipsis machinery, none of which a page title or a pager's label
 * uses. Other screens use Typography from `shared-ui/antd/typography`.
 */

/** Heading levels, as antd's `Typography.Title` counts them. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/**
 * A heading in antd's `Typography.Title` style of `level`.
 * @param as - the element, `h<level>` unless given (a screen's one `h1` in level-2 style)
 * @param style - extra style, e.g. the margin (antd's default `0 0 0.5em` otherwise)
 * @param id - the element's id (for a section's `aria-labelledby`)
 */
export function PageTitle({
  children,
  level = 2,
  as,
  style,
  id,
}: {
  readonly children: ReactNode;
  readonly level?: HeadingLevel;
  readonly as?: `h${HeadingLevel}`;
  readonly style?: CSSProperties;
  readonly id?: string;
}): ReactElement {
  const { token } = theme.useToken();
  const Heading = as ?? (`h${level}` as const);
  return (
    <Heading
      id={id}
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        fontWeight: token.fontWeightStrong,
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}

/** Inline text in the theme's text colour, or its secondary colour (antd's `type="secondary"`). */
export function PlainText({
  children,
  secondary = false,
  ...rest
}: {
  readonly children: ReactNode;
  readonly secondary?: boolean;
  readonly 'data-testid'?: string;
}): ReactElement {
  const { token } = theme.useToken();
  return (
    <span style={{ color: secondary ? token.colorTextSecondary : token.colorText }} {...rest}>
      {children}
    </span>
  );
}
