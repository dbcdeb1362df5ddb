// A trip's households (settings/onetime): people who settle up as one, e.g. "Meera & Kabir", "The Iyers".
// Each names whom it pays and receives through, or none (then whoever in it paid most: households.ts).
import { LIMITS } from './limits';
import { idSchema } from './fields';
import { asDoc, field, own, type Field, type Z } from './table';
import { isId } from './ids';

export interface Household {
  name: string;
  /** Member ids, nobody in two households. */
  members: string[];
  /** Whom the household pays and receives through; absent: whoever in it paid most. */
  through?: string;
}

export const householdsSchema = (z: Z) =>
  z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)),
        members: z.array(idSchema(z)).check(z.minLength(1), z.maxLength(LIMITS.splitDefaults)),
        through: z.optional(idSchema(z)),
      }),
    )
    .check(z.maxLength(LIMITS.households));

/**
 * Households only group people: a broken one is left out (its people settle on their own), and someone
 * named by two stays in the first. A `through` outside the household is dropped (whoever paid most then).
 */
export function householdsOf(value: unknown): Household[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const taken = new Set<string>();
  const out: Household[] = [];
  for (const raw of value.slice(0, LIMITS.households)) {
    const doc = asDoc(raw);
    const name = doc && own(doc, 'name');
    const members = doc && own(doc, 'members');
    if (typeof name !== 'string' || !name.trim() || name.length > LIMITS.name || !Array.isArray(members)) continue;
    const ids = [...new Set(members.filter((id): id is string => isId(id) && !taken.has(id)))].slice(
      0,
      LIMITS.splitDefaults,
    );
    if (ids.length === 0) continue;
    for (const id of ids) taken.add(id);
    const through = own(doc!, 'through');
    out.push(
      typeof through === 'string' && ids.includes(through) ? { name, members: ids, through } : { name, members: ids },
    );
  }
  return out;
}

export const householdsField = (): Field<Household[], false> => field(householdsSchema, householdsOf);
