import path from 'node:path';
import { trimmedRequest } from './nodeTrims';

const BUTTON_STYLE = path.join('node_modules', 'antd', 'lib', 'button', 'style', 'index.js');

it("takes antd's deep ES-module imports from its CommonJS build: one copy of antd, as in the builds", () => {
  expect(trimmedRequest('antd/es/input/Input', '/app/shared-ui/src/antd/base.ts')).toBe(
    'antd/lib/input/Input',
  );
  expect(trimmedRequest('antd/es/locale/en_US', '/app/x.ts')).toBe('antd/lib/locale/en_US');
});

it("gives the Button's styles no preset colours, and leaves every other request alone", () => {
  expect(trimmedRequest('../../theme/interface', `/app/${BUTTON_STYLE}`)).toMatch(/noPresetColors\.ts$/);
  expect(trimmedRequest('../../theme/interface', '/app/node_modules/antd/lib/tag/style/index.js')).toBe(
    '../../theme/interface',
  );
  expect(trimmedRequest('antd', '/app/x.ts')).toBe('antd');
  expect(trimmedRequest('react', '/app/x.ts')).toBe('react');
});
