import type { Language } from '../i18n/languages';

/**
 * An icon as a section declares it: an icon definition of `@ant-design/icons-svg` (plain data, an
 * SVG's tag, attributes and paths), which the host draws with antd's icon component without knowing
 * the icon beforehand.
 */
export interface SectionIcon {
  readonly name: string;
  readonly theme: string;
  readonly icon: {
    readonly tag: 'svg';
    readonly attrs: Readonly<Record<string, string>>;
    readonly children: readonly { readonly tag: string; readonly attrs: Readonly<Record<string, string>> }[];
  };
}

/**
 * A section as the remote that renders it declares it, in its manifest (`mf-manifest.json`,
 * `metaData.sections`), so that it can be read before any of the remote's code runs
 * (docs/architecture.md "Remotes").
 */
export interface SectionDeclaration {
  /** Unique among all remotes' sections, e.g. `reporting`. */
  readonly id: string;
  /** The exposed module that renders it, e.g. `Section` (`reporting/Section`). */
  readonly module: string;
  /** Its route: `/` or `/<words>` in lower case; its sub-paths belong to it. */
  readonly path: string;
  /** Its name in the navigation, in every language the app ships. */
  readonly label: Readonly<Record<Language, string>>;
  readonly icon: SectionIcon;
  /** The plan feature it needs (`@adplatform/plans`): the guard lets a plan without it no further. */
  readonly feature: string;
  /** Its place in the navigation: lower first. */
  readonly order: number;
}

/** Where a remote's manifest carries its declarations: `metaData[SECTIONS_METADATA_KEY]`. */
export const SECTIONS_METADATA_KEY = 'sections';

/**
 * An `@ant-design/icons-svg` definition as a section's icon (`import FundOutlined from
 * '@ant-design/icons-svg/lib/asn/FundOutlined'`).
 * @throws Error for a two-tone icon, whose paths are made when it is drawn (no fixed data to declare)
 */
export function declaredIcon(definition: {
  readonly name: string;
  readonly theme: string;
  readonly icon: unknown;
}): SectionIcon {
  if (typeof definition.icon === 'function')
    throw new Error(`The icon ${definition.name} is two-tone: declare an outlined or filled icon`);
  return definition as SectionIcon;
}
