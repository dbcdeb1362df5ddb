// How an entity's table is written and what is derived from it. A field is one zod/mini schema (the stored
// shape, which the backup import checks and firestore.rules must agree with) plus how to read it leniently:
// the decoders walk the table with plain functions, because they read every document of every screen and a
// zod parse per document costs four to eight times as much. Each schema is written as a function of `z`, and
// whoever checks strictly passes zod in: so the first screen, which only decodes, never loads zod (about
// 8 KB gzipped, which would take device mode's first load past its 150 KB budget); the backup chunk does.
import type { z as zod } from 'zod/mini';

/**
 * The parts of zod/mini the tables use, handed in by whoever checks strictly (schema/zod.ts builds it from
 * named members, so a bundle keeps only these, not the whole namespace).
 */
export type Z = Pick<
  typeof zod,
  | 'array'
  | 'boolean'
  | 'enum'
  | 'int'
  | 'maxLength'
  | 'maximum'
  | 'minLength'
  | 'minimum'
  | 'number'
  | 'object'
  | 'optional'
  | 'record'
  | 'refine'
  | 'regex'
  | 'string'
  | 'superRefine'
  | 'trim'
  | 'unknown'
>;
export type ZodType<T = unknown> = zod.ZodMiniType<T>;
type Schema<T> = (z: Z) => ZodType<T>;

export type Doc = Readonly<Record<string, unknown>>;

/** A read that makes the whole document unreadable (a broken split), rather than leaving one field out. */
export const UNREADABLE: unique symbol = Symbol('unreadable');
type Read<T> = T | undefined | typeof UNREADABLE;

export interface Field<T, O extends boolean = boolean> {
  /** The stored shape, strictly. */
  readonly schema: Schema<T>;
  /** What the backup import accepts, where it is looser (references it remaps); else `schema`. */
  readonly backup: Schema<T>;
  /** The value read leniently (cut, cleaned), or undefined when nothing usable is there. */
  readonly read: (value: unknown, entity: Record<string, unknown>, id: string) => Read<T>;
  readonly optional: O;
  /** A required field read as nothing takes this instead; without it the document is unreadable. */
  readonly fallback?: (entity: Record<string, unknown>, id: string) => T | undefined;
}

export type AnyField = Field<any, boolean>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Fields = Record<string, AnyField>;

export interface Table<F extends Fields = Fields> {
  readonly fields: F;
  /** Checks across fields after every field is read: it may drop optional fields, or refuse (null). */
  readonly finish?: (entity: Record<string, unknown>) => boolean;
}

type ValueOf<F> = F extends Field<infer T, boolean> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type Entity<F extends Fields> = Simplify<
  { -readonly [K in keyof F as F[K]['optional'] extends true ? never : K]: ValueOf<F[K]> } & {
    -readonly [K in keyof F as F[K]['optional'] extends true ? K : never]?: ValueOf<F[K]>;
  }
>;

export function field<T>(
  schema: Schema<T>,
  read: (value: unknown, entity: Record<string, unknown>, id: string) => Read<T>,
): Field<T, false> {
  // Every field has the same keys in the same order, so the decoders' loop sees one object shape.
  return { schema, backup: schema, read, optional: false, fallback: undefined };
}

export function optional<T>(f: Field<T, boolean>): Field<T, true> {
  return { ...f, optional: true };
}

export function or<T, O extends boolean>(
  f: Field<T, O>,
  fallback: T | ((entity: Record<string, unknown>, id: string) => T | undefined),
): Field<T, O> {
  return { ...f, fallback: typeof fallback === 'function' ? (fallback as Field<T, O>['fallback']) : () => fallback };
}

/** The backup import's looser check for this field (say, a reference planImport remaps). */
export function backupAs<T, O extends boolean>(
  f: Field<T, O>,
  backup: (z: Z) => zod.ZodMiniType<unknown>,
): Field<T, O> {
  return { ...f, backup: backup as Schema<T> };
}

/** Own fields only, so nothing inherited (or planted on Object.prototype) passes for stored data. */
export function own(doc: Doc, key: string): unknown {
  return Object.hasOwn(doc, key) ? doc[key] : undefined;
}

/** Only a map has fields: null, arrays and primitives are not documents. */
export function asDoc(data: unknown): Doc | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Doc) : null;
}

/**
 * The decoder a table implies: each field read in table order (a fallback may use the fields before it),
 * optional fields left out when unusable (never set to undefined: Firestore refuses that on a write back),
 * and null when a required field has neither a value nor a fallback. Never throws on stored data.
 */
export function readTable<F extends Fields>(table: Table<F>, data: unknown, id = ''): Entity<F> | null {
  try {
    return read(table, data, id, {});
  } catch (error) {
    // Every read above is meant to be total; this is the last guard that keeps one document from a crash.
    console.error('A stored document could not be read', error);
    return null;
  }
}

/** The same, with the document's id as the entity's first field (documents carry their id). */
export function readDocument<F extends Fields>(
  table: Table<F>,
  id: string,
  data: unknown,
): (Entity<F> & { id: string }) | null {
  try {
    return read(table, data, id, { id }) as (Entity<F> & { id: string }) | null;
  } catch (error) {
    console.error('A stored document could not be read', error);
    return null;
  }
}

const fieldLists = new WeakMap<Table, [string, AnyField][]>();

function fieldsOf(table: Table): [string, AnyField][] {
  let list = fieldLists.get(table);
  if (!list) fieldLists.set(table, (list = Object.entries(table.fields)));
  return list;
}

function read<F extends Fields>(
  table: Table<F>,
  data: unknown,
  id: string,
  entity: Record<string, unknown>,
): Entity<F> | null {
  const doc = asDoc(data);
  if (!doc) return null;
  for (const [key, f] of fieldsOf(table)) {
    let value = f.read(own(doc, key), entity, id);
    if (value === UNREADABLE) return null;
    if (value === undefined && f.fallback) value = f.fallback(entity, id);
    if (value !== undefined) entity[key] = value;
    else if (!f.optional) return null;
  }
  if (table.finish && !table.finish(entity)) return null;
  return entity as Entity<F>;
}

type Shape<F extends Fields> = {
  [K in keyof F]: F[K]['optional'] extends true
    ? zod.ZodMiniOptional<zod.ZodMiniType<ValueOf<F[K]>>>
    : zod.ZodMiniType<ValueOf<F[K]>>;
};

/** The table as zod/mini object fields: the stored shape, or what a backup file may hold. */
export function shapeOf<F extends Fields>(table: Table<F>, z: Z, use: 'schema' | 'backup' = 'schema'): Shape<F> {
  const shape: Record<string, zod.ZodMiniType> = {};
  for (const [key, f] of Object.entries(table.fields)) {
    const schema = f[use](z);
    shape[key] = f.optional ? z.optional(schema) : schema;
  }
  return shape as Shape<F>;
}

/** The stored field names, as firestore.rules' keys().hasOnly([...]) must list them. */
export const keysOf = (table: Table): string[] => Object.keys(table.fields);
