import { toArray } from 'antd/es/form/util';

/**
 * antd's `toNamePathStr` (antd/es/form/hooks/useForm), the one export antd's `Radio.Group` takes from
 * that module: a form field's name path joined with `_`, as antd's Form names its fields' ids.
 * Bundled in place of that module for `Radio.Group` only (see antdTrims.ts); antd's Form keeps the
 * original. Kept equal to it by radioNamePath.test.ts.
 * @param name - a field name or name path (`'budget'`, `['targeting', 0, 'age']`)
 * @returns the joined path (`'targeting_0_age'`)
 */
export function toNamePathStr(name: unknown): string {
  return toArray(name).join('_');
}
