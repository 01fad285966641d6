import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build-time trims of antdTrims.ts rest on facts about antd and rc-field-form as installed. Each
 * test here fails when an upgrade changes such a fact underneath the trim.
 */
const NODE_MODULES = path.join(__dirname, '..', '..', 'node_modules');
const read = (file: string): string => readFileSync(path.join(NODE_MODULES, file), 'utf8');

describe('the trims of antd rest on what the packages ship', () => {
  it("rc-field-form's entry only adds statics to its Form: it may be declared free of side effects", () => {
    const statements = read('rc-field-form/es/index.js')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/^(import|export|\/\/)/.test(line));
    for (const statement of statements) {
      expect(statement).toMatch(/^(var \w+ = .*;|RefForm\.\w+ = \w+;)$/);
    }
    expect(statements.some((statement) => statement.startsWith('RefForm.FormProvider'))).toBe(true);
  });

  it("antd's Radio.Group takes only toNamePathStr from antd's useForm module (the import replaced for it)", () => {
    const group = read('antd/es/radio/group.js');
    const imports = [...group.matchAll(/import \{([^}]*)\} from '\.\.\/form\/hooks\/useForm';/g)];
    expect(imports).toHaveLength(1);
    expect(imports[0]?.[1]?.trim()).toBe('toNamePathStr');
  });

  it('the ResizeObserver polyfill defers to the native observer, and rc-resize-observer takes only its default export', () => {
    const polyfill = read('resize-observer-polyfill/dist/ResizeObserver.es.js');
    expect(polyfill).toMatch(
      /if \(typeof global\$1\.ResizeObserver !== 'undefined'\) \{\s*return global\$1\.ResizeObserver;/,
    );
    const observerUtil = read('rc-resize-observer/es/utils/observerUtil.js');
    expect(observerUtil.match(/from 'resize-observer-polyfill'/g)).toHaveLength(1);
    expect(observerUtil).toContain("import ResizeObserver from 'resize-observer-polyfill';");
  });

  it("antd's config-provider takes only render and unmount from rc-util's React/render (the import replaced for it)", () => {
    const provider = read('antd/es/config-provider/UnstableContext.js');
    const imports = [...provider.matchAll(/import \{([^}]*)\} from "rc-util\/es\/React\/render";/g)];
    expect(imports).toHaveLength(1);
    expect(imports[0]?.[1]?.trim()).toBe('render, unmount');
    expect(provider).toContain('render(node, container);');
    expect(provider).toContain('return unmount(container);');
  });
});
