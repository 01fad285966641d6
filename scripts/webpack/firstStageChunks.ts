import type { Compiler, Module, ModuleGraph } from 'webpack';
import { AsyncDependenciesBlock } from 'webpack';

/**
 * One chunk per stage of the host's start (docs/performance.md "Choices made for speed"), named
 * by its roots: every module the roots import synchronously, up to the shared modules they consume
 * (another stage's, or a later chunk's).
 */
export interface StageChunk {
  /** The chunk's name (`stage-react`…). */
  readonly name: string;
  /** The modules the stage imports, by resource path. */
  readonly roots: readonly RegExp[];
}

/** A module's resource path, or '' for a module without one (runtime, shared, federation modules). */
function resourceOf(module: Module): string {
  return module.nameForCondition() ?? '';
}

/**
 * The modules `roots` import synchronously: module graph connections followed from the roots, only
 * those tree shaking keeps, not into an `import()` (an async block: a later chunk's code) nor past
 * a shared module's consumption (`consume-shared-module`: the shared module is a stage or a chunk
 * of its own).
 */
function syncClosure(roots: readonly Module[], moduleGraph: ModuleGraph): Set<Module> {
  const seen = new Set<Module>(roots);
  const pending = [...roots];
  for (let module = pending.pop(); module; module = pending.pop()) {
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || seen.has(target) || target.type === 'consume-shared-module') continue;
      // An import whose exports are all unused (a barrel's other modules, after tree shaking).
      if (!connection.isTargetActive(undefined)) continue;
      if (
        connection.dependency &&
        moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock
      )
        continue;
      seen.add(target);
      pending.push(target);
    }
  }
  return seen;
}

/**
 * The host's first stage in as few chunks as it has stages (docs/architecture.md "First paint").
 * Left to `splitChunks`, the modules of the first screen's shared modules (React's, shared-auth's,
 * antd's `base` facade's) came in 17 chunks, split by which later facades also use them — 17 script
 * requests in one task of the page's start, about a millisecond each at full speed. Every page loads
 * the three stages first, so a module of a stage is never loaded for nothing by sitting in the
 * stage's chunk; a later chunk that also uses it finds it loaded.
 *
 * `apply` (a webpack plugin) finds each stage's modules once the modules are optimized, earlier
 * stages first (a module both import belongs to the first); `cacheGroups` are the `splitChunks`
 * groups that put them in their stage's chunk.
 */
export class FirstStageChunks {
  private readonly stageOf = new WeakMap<ModuleGraph, Map<Module, string>>();

  /** @param stages - the stages, in the order the page needs them */
  constructor(private readonly stages: readonly StageChunk[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstStageChunks', (compilation) => {
      compilation.hooks.afterOptimizeModules.tap('FirstStageChunks', (modules) => {
        const all = [...modules];
        const stageOf = new Map<Module, string>();
        for (const stage of this.stages) {
          const roots = all.filter((module) => stage.roots.some((root) => root.test(resourceOf(module))));
          for (const module of syncClosure(roots, compilation.moduleGraph))
            if (!stageOf.has(module)) stageOf.set(module, stage.name);
        }
        this.stageOf.set(compilation.moduleGraph, stageOf);
      });
    });
  }

  /** `splitChunks.cacheGroups`: one per stage, named as it, before any other group. */
  cacheGroups(): Record<
    string,
    { name: string; chunks: 'async'; enforce: true; priority: number; test: TestFn }
  > {
    return Object.fromEntries(
      this.stages.map((stage) => [
        stage.name,
        {
          name: stage.name,
          chunks: 'async' as const,
          enforce: true as const,
          priority: 100,
          test: (module: Module, { moduleGraph }: { moduleGraph: ModuleGraph }) =>
            this.stageOf.get(moduleGraph)?.get(module) === stage.name,
        },
      ]),
    );
  }
}

type TestFn = (module: Module, context: { moduleGraph: ModuleGraph }) => boolean;
