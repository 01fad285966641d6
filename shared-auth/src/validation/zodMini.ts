/**
 * `shared-auth/validation`: the part of zod/mini the first screens validate with (the Firebase
 * environment, the subscription record, the remote list and its sections' declarations, campaign and
 * lead documents), shared like the antd facades: one copy per page, provided by the host, instead of one per build (a shared module ships
 * whole, so only these names, not zod/mini whole). Import it as a namespace,
 * `import * as z from 'shared-auth/validation'`, and use it as zod/mini's `z`. Sections that need
 * more of zod bundle it themselves (`zod/mini`, tree-shaken; full `zod` ships whole).
 */
export {
  array,
  boolean,
  custom,
  enum,
  int,
  length,
  literal,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  partialRecord,
  record,
  refine,
  regex,
  string,
  url,
  type ZodMiniType,
} from 'zod/mini';
