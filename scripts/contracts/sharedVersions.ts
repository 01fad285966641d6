/**
 * The shared-singleton version contract (docs/architecture.md "Independent releases"; docs/architecture.md "Sharing"):
 * every app declares an explicit range for each package the page holds ONE instance of, and that
 * range must agree with what the platform shares, so an incompatible remote fails its own build with
 * a clear message instead of a user's session.
 */
import semver from 'semver';

/**
 * The packages shared as one instance per page (their sub-paths share the root's version): shared-ui
 * for its antd facades (`shared-ui/antd/*`), dayjs because antd's date pickers extend it with plugins,
 * antd for its page-level contexts (scripts/webpack/antdContexts.ts).
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'shared-auth', 'shared-ui', 'dayjs', 'antd'] as const;
/** One of {@link SHARED_SINGLETONS}. */
export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** The inputs of {@link sharedVersionProblems}. */
export interface SharedVersionInput {
  /** The app being built, e.g. `reporting` (for the messages). */
  readonly app: string;
  /** The app's package.json `dependencies` (declared ranges). */
  readonly declared: Readonly<Record<string, string>>;
  /** The versions the app's build resolves (installed), by package. */
  readonly installed: Readonly<Partial<Record<SharedSingleton, string>>>;
  /**
   * What the platform shares: shared-auth's `peerDependencies` (the react and react-dom ranges) and
   * shared-auth's own version as `^version`.
   */
  readonly platform: Readonly<Partial<Record<SharedSingleton, string>>>;
}

/**
 * Checks one app's shared singletons against the platform.
 * @returns one readable sentence per problem; empty when the app may join the shared scope
 */
export function sharedVersionProblems({ app, declared, installed, platform }: SharedVersionInput): string[] {
  const problems: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    const range = declared[name];
    const version = installed[name];
    const platformRange = platform[name];
    if (!range || !semver.validRange(range)) {
      problems.push(
        `${app} declares no valid version range for the shared singleton ${name} (package.json dependencies: ${range ?? 'missing'}).`,
      );
      continue;
    }
    if (!version || !semver.satisfies(version, range)) {
      problems.push(`${app} resolves ${name}@${version ?? 'nothing'}, outside its declared range ${range}.`);
      continue;
    }
    if (!platformRange) continue;
    if (!semver.satisfies(version, platformRange) || !semver.intersects(range, platformRange)) {
      problems.push(
        `${app} is built against ${name}@${version} (declared ${range}) but the platform shares ${name} ${platformRange}: ` +
          `the host would refuse this remote at run time. Use a version in ${platformRange}.`,
      );
    }
  }
  return problems;
}
