import { describe, expect, it } from 'vitest';
import type { VirtualItem } from '@tanstack/react-virtual';
import { rememberedMeasures, rememberMeasures } from './windowed-measures';

const item = (key: string, index: number, size: number): VirtualItem => ({
  key,
  index,
  start: index * size,
  end: (index + 1) * size,
  size,
  lane: 0,
});

describe('windowed-measures', () => {
  it('gives a list what it last measured when it holds some of the same items', () => {
    rememberMeasures('Test list A', [item('t1', 0, 180), item('t2', 1, 240)], 420);
    expect(rememberedMeasures('Test list A', ['new', 't1', 't2'])).toEqual({
      items: [item('t1', 0, 180), item('t2', 1, 240)],
      offset: 420,
    });
  });

  it("gives another ledger's list of the same name nothing: it measures afresh", () => {
    rememberMeasures('Test list B', [item('t1', 0, 180)], 420);
    expect(rememberedMeasures('Test list B', ['x1', 'x2'])).toBeUndefined();
    expect(rememberedMeasures('Never drawn', ['t1'])).toBeUndefined();
  });
});
