// A watched query on the device store answers a change of a few documents by patching its last answer
// (device-store.ts watchQuery). Whatever is written, the patched answer must equal a full read, in order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderBy, where, type Constraint, type DocData, type WithId, type WriteOp } from '../ports';
import { openDeviceDB } from './database';
import { DeviceDocumentStore } from './device-store';

const COLLECTION = 'ledgers/L/transactions';
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

const QUERIES: Record<string, Constraint[]> = {
  'a month, newest first (dates tie)': [where('date', '>=', 100), where('date', '<', 200), orderBy('date', 'desc')],
  'a month by amount (amounts tie, so index order decides)': [
    where('date', '>=', 100),
    where('date', '<', 200),
    orderBy('amount', 'desc'),
  ],
  'one type, no date range, no order': [where('type', '==', 'x')],
};

const data = fc.record(
  {
    // Some outside the month, some on its edges, some with no date or a date that is not a number.
    date: fc.oneof(fc.constantFrom(99, 100, 150, 199, 200), fc.integer({ min: 50, max: 250 }), fc.constant('150')),
    amount: fc.integer({ min: 0, max: 3 }),
    type: fc.constantFrom('x', 'y'),
  },
  { requiredKeys: ['amount', 'type'] },
);

const op: fc.Arbitrary<WriteOp> = fc.oneof(
  fc.record({ type: fc.constant('set' as const), path: fc.constantFrom(...IDS), data }),
  fc.record({ type: fc.constant('set' as const), path: fc.constantFrom(...IDS), data, merge: fc.constant(true) }),
  fc.record({ type: fc.constant('delete' as const), path: fc.constantFrom(...IDS) }),
  // Another collection: the watch must not answer it, nor lose track.
  fc.record({ type: fc.constant('set' as const), path: fc.constant('elsewhere'), data }),
);

const pathOf = (o: WriteOp) => (o.path === 'elsewhere' ? 'ledgers/L/recurring/r' : `${COLLECTION}/${o.path}`);

let counter = 0;

describe('a watched device query, patched after small changes', () => {
  for (const [name, constraints] of Object.entries(QUERIES))
    it(`equals a full read after every batch: ${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), async (batches) => {
          const store = new DeviceDocumentStore(await openDeviceDB(`watch-${++counter}`));
          const answers: WithId<DocData>[][] = [];
          const waiting: (() => void)[] = [];
          const stop = store.watchQuery(
            COLLECTION,
            constraints,
            (docs) => {
              answers.push(docs);
              waiting.shift()?.();
            },
            (message) => {
              throw new Error(message);
            },
          );
          const answered = () => new Promise<void>((resolve) => waiting.push(resolve));
          try {
            await answered();
            for (const batch of batches) {
              const ops = batch.map((o) => ({ ...o, path: pathOf(o) }));
              const touches = ops.some((o) => o.path.startsWith(`${COLLECTION}/`));
              const next = touches ? answered() : null;
              await store.batch(ops);
              await next;
              expect(answers.at(-1)).toEqual(await store.query(COLLECTION, constraints));
            }
          } finally {
            stop();
            store.close();
          }
        }),
        { numRuns: 60 },
      );
    });
});
