import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zod } from './zod';
import { text } from './fields';
import { keysOf, optional, or, readTable, shapeOf } from './table';

const NOTE = { fields: { title: or(text(5), ''), note: optional(text(3)) } };

describe('what a table derives', () => {
  it('reads leniently: cuts text, falls back for a required field, leaves a bad optional one out', () => {
    expect(readTable(NOTE, { title: 'Groceries', note: 7 })).toEqual({ title: 'Groce' });
    expect(readTable(NOTE, {})).toEqual({ title: '' });
    expect(readTable(NOTE, [])).toBeNull();
  });

  it('reads own fields only, so nothing planted on a prototype passes for stored data', () => {
    const planted = Object.create({ note: 'bad' }) as object;
    expect(readTable(NOTE, planted)).toEqual({ title: '' });
    const parsed = JSON.parse('{"__proto__": {"note": "x"}, "title": "a"}') as unknown;
    const read = readTable(NOTE, parsed);
    expect(read).toEqual({ title: 'a' });
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });

  it('checks strictly through zod: the stored shape refuses what the reader would cut', () => {
    const schema = z.object(shapeOf(NOTE, zod));
    expect(schema.safeParse({ title: 'Tea' }).success).toBe(true);
    expect(schema.safeParse({ title: 'Groceries' }).success).toBe(false);
    expect(keysOf(NOTE)).toEqual(['title', 'note']);
  });
});
