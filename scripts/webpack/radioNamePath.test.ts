import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from './radioNamePath';

describe('toNamePathStr for Radio.Group (antdTrims.ts)', () => {
  it.each([['budget'], [['targeting', 0, 'age']], [0], [[]], [undefined], [false]])(
    'joins %p as antd’s Form does',
    (name) => {
      expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as never));
    },
  );

  it('joins a name path with underscores', () => {
    expect(toNamePathStr(['targeting', 0, 'age'])).toBe('targeting_0_age');
  });
});
