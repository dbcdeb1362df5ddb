// The zod/mini the tables' schemas are built with, for whoever checks strictly (the backup import, tests).
// Named members only, so a bundle keeps what the tables use; only lazily loaded code may import this.
import { z } from 'zod/mini';
import type { Z } from './table';

export const zod: Z = {
  array: z.array,
  boolean: z.boolean,
  enum: z.enum,
  int: z.int,
  maxLength: z.maxLength,
  maximum: z.maximum,
  minLength: z.minLength,
  minimum: z.minimum,
  number: z.number,
  object: z.object,
  optional: z.optional,
  record: z.record,
  refine: z.refine,
  regex: z.regex,
  string: z.string,
  superRefine: z.superRefine,
  trim: z.trim,
  unknown: z.unknown,
};
