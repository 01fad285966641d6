/**
 * Types of antd's icons imported one module each (`@ant-design/icons/es/icons/<Name>`), the ES modules
 * antd's own components import. The package's barrel re-exports all of its 800+ icons: webpack builds
 * every one of them (about 1,670 modules, several seconds of each cold build) before tree-shaking
 * drops them, so apps import the icon's own module instead (eslint's no-restricted-imports says so).
 * A misspelt name fails the build (module not found), not the user's session.
 */
declare module '@ant-design/icons/es/icons/*' {
  import type { ForwardRefExoticComponent, RefAttributes } from 'react';
  import type { AntdIconProps } from '@ant-design/icons/lib/components/AntdIcon';

  const Icon: ForwardRefExoticComponent<Omit<AntdIconProps, 'ref'> & RefAttributes<HTMLSpanElement>>;
  export default Icon;
}
