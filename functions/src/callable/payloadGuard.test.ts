import { PAYLOAD_DEPTH_MAX, undecodableReason } from './payloadGuard';

const LONG = 'type.googleapis.com/google.protobuf.Int64Value';

/** `leaf` inside `depth` maps. */
function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('undecodableReason', () => {
  it('lets through what the callable protocol decodes', () => {
    expect(undecodableReason(null)).toBeNull();
    expect(undecodableReason('text')).toBeNull();
    expect(undecodableReason({ form: { audience: { locations: ['US'] } } })).toBeNull();
    expect(undecodableReason({ amount: { '@type': LONG, value: '12' } })).toBeNull();
    expect(undecodableReason({ '@type': '', a: 1 })).toBeNull();
    expect(undecodableReason(nested(PAYLOAD_DEPTH_MAX))).toBeNull();
  });

  it('names an unknown @type and a 64-bit integer that is not a number', () => {
    expect(undecodableReason({ '@type': 'type.googleapis.com/google.protobuf.Any' })).toBe('type');
    expect(undecodableReason({ x: [{ '@type': LONG, value: 'abc' }] })).toBe('type');
    expect(undecodableReason({ '@type': LONG, value: { nested: 1 } })).toBe('type');
    expect(undecodableReason([{ '@type': 7 }])).toBe('type');
  });

  it('names nesting past the limit, even thousands deep, without overflowing the stack', () => {
    expect(undecodableReason(nested(PAYLOAD_DEPTH_MAX + 2))).toBe('nesting');
    expect(undecodableReason(nested(100_000))).toBe('nesting');
    let list: unknown = [];
    for (let level = 0; level < 50_000; level += 1) list = [list];
    expect(undecodableReason(list)).toBe('nesting');
  });
});
