// One behaviour suite for every DocumentStore adapter, so device and cloud modes cannot drift apart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arrayUnion, DELETE_FIELD, DocumentMissingError, orderBy, where, type DocumentStore } from '../ports';

interface Connections {
  /** Two connections to the same data, like two tabs of one browser. */
  first: DocumentStore;
  second: DocumentStore;
  close(): Promise<void> | void;
  /** Makes the first connection's storage unable to answer (closed, terminated), as a failing disk would. */
  breakStorage(): Promise<void> | void;
}

async function eventually(assertion: () => void, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

export function documentStoreContract(name: string, connect: () => Promise<Connections>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let conn: Connections;
    let docs: DocumentStore;

    beforeEach(async () => {
      conn = await connect();
      docs = conn.first;
    });
    afterEach(async () => {
      await conn.close();
    });

    it('returns null for a missing document and the stored fields plus id for a present one', async () => {
      expect(await docs.get('ledgers/none')).toBeNull();
      await docs.set('ledgers/l1', { name: 'Trip', type: 'onetime' });
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Trip', type: 'onetime' });
    });

    // Adapters add the id to the data they read in place (see with-id.ts); that is only safe while
    // every read hands out an object nobody else holds.
    it('hands every read its own copy: changing one changes neither the store nor the next read', async () => {
      await docs.set('ledgers/l1', { name: 'Trip', contributors: ['a'] });
      const first = await docs.get<{ name: string; contributors: string[] }>('ledgers/l1');
      first!.name = 'Changed';
      first!.contributors.push('b');
      first!.id = 'other';
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Trip', contributors: ['a'] });
      const [listed] = await docs.query<{ name: string }>('ledgers');
      listed!.name = 'Changed again';
      expect(await docs.query('ledgers')).toEqual([{ id: 'l1', name: 'Trip', contributors: ['a'] }]);
    });

    it('merges nested maps on a merge write and replaces the document on a plain write', async () => {
      await docs.set('ledgers/l1/settings/onetime', { splitType: 'Equal', shares: { a: 1, b: 2 }, tags: ['x'] });
      await docs.set('ledgers/l1/settings/onetime', { shares: { b: 3 }, tags: ['y'] }, { merge: true });
      expect(await docs.get('ledgers/l1/settings/onetime')).toEqual({
        id: 'onetime',
        splitType: 'Equal',
        shares: { a: 1, b: 3 },
        tags: ['y'],
      });
      await docs.set('ledgers/l1/settings/onetime', { splitType: 'Shares' });
      expect(await docs.get('ledgers/l1/settings/onetime')).toEqual({ id: 'onetime', splitType: 'Shares' });
    });

    it('merge-writes a document that does not exist yet', async () => {
      await docs.set('users/U1', { lastUsedLedgerId: 'l1' }, { merge: true });
      expect(await docs.get('users/U1')).toEqual({ id: 'U1', lastUsedLedgerId: 'l1' });
    });

    it('deletes a document', async () => {
      await docs.set('ledgers/l1', { name: 'Home' });
      await docs.delete('ledgers/l1');
      expect(await docs.get('ledgers/l1')).toBeNull();
    });

    it('applies every write of a batch', async () => {
      await docs.set('ledgers/l1/transactions/old', { amount: 1 });
      await docs.batch([
        { type: 'set', path: 'ledgers/l1', data: { name: 'Home' } },
        { type: 'set', path: 'ledgers/l1/members/u1', data: { displayName: 'Asha', userId: 'u1' } },
        { type: 'delete', path: 'ledgers/l1/transactions/old' },
      ]);
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Home' });
      expect(await docs.get('ledgers/l1/members/u1')).toEqual({ id: 'u1', displayName: 'Asha', userId: 'u1' });
      expect(await docs.get('ledgers/l1/transactions/old')).toBeNull();
    });

    it('writes nothing of a batch that holds an invalid path', async () => {
      await docs.set('ledgers/l1', { name: 'Before' });
      await expect(
        docs.batch([
          { type: 'set', path: 'ledgers/l1', data: { name: 'After' } },
          { type: 'set', path: 'ledgers/l1/members', data: { displayName: 'no id' } },
        ]),
      ).rejects.toThrow();
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Before' });
    });

    it('writes nothing of a batch whose later write cannot be stored', async () => {
      await docs.set('ledgers/l1', { name: 'Before' });
      await expect(
        docs.batch([
          { type: 'set', path: 'ledgers/l1', data: { name: 'After' } },
          { type: 'set', path: 'ledgers/l1/members/u1', data: { displayName: 'Asha', broken: () => 1 } },
        ]),
      ).rejects.toThrow();
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Before' });
      expect(await docs.get('ledgers/l1/members/u1')).toBeNull();
    });

    it('updates only the named fields, each whole, keeping the rest of the document', async () => {
      await docs.set('ledgers/l1/transactions/t1', {
        description: 'Grocries',
        amount: 500,
        isSettled: true,
        splitInfo: { method: 'Equal', details: [1, 2] },
      });
      await docs.batch([
        {
          type: 'update',
          path: 'ledgers/l1/transactions/t1',
          data: { description: 'Groceries', splitInfo: { method: 'Custom' } },
        },
      ]);
      expect(await docs.get('ledgers/l1/transactions/t1')).toEqual({
        id: 't1',
        description: 'Groceries',
        amount: 500,
        isSettled: true,
        splitInfo: { method: 'Custom' },
      });
    });

    // Issue 19: several payers (a list of maps) and an amount paid in another currency come back as written,
    // and a later update replaces the list whole.
    it('round-trips an entry several people paid in another currency', async () => {
      const entry = {
        description: 'Dinner',
        amount: 3605,
        from: 'asha',
        payers: [
          { userId: 'asha', amount: 2000 },
          { userId: 'Ravi', amount: 1605 },
        ],
        originalAmount: 40,
        originalCurrency: 'EUR',
        exchangeRate: 90.125,
        splitInfo: { method: 'Equal', details: [{ userId: 'asha', amount: 3605, split: 1 }] },
      };
      await docs.set('ledgers/l1', { name: 'Trip', currency: 'INR' });
      await docs.set('ledgers/l1/transactions/t1', entry);
      expect(await docs.get('ledgers/l1/transactions/t1')).toEqual({ id: 't1', ...entry });
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Trip', currency: 'INR' });
      const [listed] = await docs.query('ledgers/l1/transactions');
      expect(listed).toEqual({ id: 't1', ...entry });
      const payers = [
        { userId: 'asha', amount: 1000 },
        { userId: 'Ravi', amount: 2605 },
      ];
      await docs.batch([{ type: 'update', path: 'ledgers/l1/transactions/t1', data: { from: 'Ravi', payers } }]);
      expect(await docs.get('ledgers/l1/transactions/t1')).toEqual({ id: 't1', ...entry, from: 'Ravi', payers });
    });

    it('deletes the fields an update marks with DELETE_FIELD, leaving every other field as it was', async () => {
      const entry = {
        description: 'Dinner',
        amount: 3605,
        from: 'asha',
        payers: [
          { userId: 'asha', amount: 2000 },
          { userId: 'Ravi', amount: 1605 },
        ],
        originalAmount: 40,
        originalCurrency: 'EUR',
        exchangeRate: 90.125,
        splitInfo: { method: 'Equal', details: [{ userId: 'asha', amount: 3605, split: 1 }] },
      };
      await docs.set('ledgers/l1/transactions/t1', entry);
      await docs.batch([
        {
          type: 'update',
          path: 'ledgers/l1/transactions/t1',
          data: {
            amount: 3600,
            payers: DELETE_FIELD,
            originalAmount: DELETE_FIELD,
            originalCurrency: DELETE_FIELD,
            exchangeRate: DELETE_FIELD,
            // Not stored: deleting it changes nothing and is no error.
            comments: DELETE_FIELD,
          },
        },
      ]);
      const { payers: _p, originalAmount: _a, originalCurrency: _c, exchangeRate: _r, ...kept } = entry;
      expect(await docs.get('ledgers/l1/transactions/t1')).toEqual({ id: 't1', ...kept, amount: 3600 });
      expect(await docs.query('ledgers/l1/transactions')).toEqual([{ id: 't1', ...kept, amount: 3600 }]);
    });

    it('deletes a marked field on a merge write, and leaves it out of a plain write', async () => {
      await docs.set('users/U1', { lastUsedLedgerId: 'l1', displayName: 'Asha', shares: { a: 1 } });
      await docs.set('users/U1', { lastUsedLedgerId: DELETE_FIELD, shares: { b: 2 } }, { merge: true });
      expect(await docs.get('users/U1')).toEqual({ id: 'U1', displayName: 'Asha', shares: { a: 1, b: 2 } });
      await docs.batch([{ type: 'set', path: 'users/U2', data: { displayName: 'Ravi', photoURL: DELETE_FIELD } }]);
      expect(await docs.get('users/U2')).toEqual({ id: 'U2', displayName: 'Ravi' });
    });

    it('shows a subscription the document without the deleted field', async () => {
      await docs.set('ledgers/l1/transactions/t1', { amount: 1000, payers: [{ userId: 'a', amount: 1000 }] });
      const seen: unknown[] = [];
      const stop = conn.second.watchDoc(
        'ledgers/l1/transactions/t1',
        (doc) => seen.push(doc),
        () => undefined,
      );
      await eventually(() => expect(seen).toContainEqual(expect.objectContaining({ payers: expect.any(Array) })));
      await docs.batch([{ type: 'update', path: 'ledgers/l1/transactions/t1', data: { payers: DELETE_FIELD } }]);
      await eventually(() => expect(seen.at(-1)).toEqual({ id: 't1', amount: 1000 }));
      stop();
    });

    it('appends with arrayUnion only the ids a list lacks, at its end, keeping the other fields', async () => {
      await docs.set('ledgers/l1', { name: 'Goa', contributors: ['asha', 'ben'] });
      await docs.batch([
        { type: 'update', path: 'ledgers/l1', data: { contributors: arrayUnion('ravi'), updatedAt: 5 } },
      ]);
      expect(await docs.get('ledgers/l1')).toEqual({
        id: 'l1',
        name: 'Goa',
        contributors: ['asha', 'ben', 'ravi'],
        updatedAt: 5,
      });
      await docs.batch([{ type: 'update', path: 'ledgers/l1', data: { contributors: arrayUnion('ben', 'cleo') } }]);
      expect((await docs.get('ledgers/l1'))?.contributors).toEqual(['asha', 'ben', 'ravi', 'cleo']);
    });

    it('refuses to update a deleted document, and writes nothing of that batch', async () => {
      await docs.set('ledgers/l1', { name: 'Before' });
      await docs.set('ledgers/l1/transactions/t1', { amount: 1 });
      await docs.delete('ledgers/l1/transactions/t1');
      const refused = docs.batch([
        { type: 'set', path: 'ledgers/l1', data: { name: 'After' } },
        { type: 'update', path: 'ledgers/l1/transactions/t1', data: { amount: 2 } },
      ]);
      await expect(refused).rejects.toBeInstanceOf(DocumentMissingError);
      await expect(refused).rejects.toThrow('Document not found. Ref: ledgers/l1/transactions/t1');
      expect(await docs.get('ledgers/l1')).toEqual({ id: 'l1', name: 'Before' });
      expect(await docs.get('ledgers/l1/transactions/t1')).toBeNull();
    });

    it('applies a batch in order: a later update or merge builds on an earlier write of the same document', async () => {
      await docs.batch([
        { type: 'set', path: 'ledgers/l1/transactions/t1', data: { amount: 1, note: 'first' } },
        { type: 'update', path: 'ledgers/l1/transactions/t1', data: { amount: 2 } },
        { type: 'set', path: 'ledgers/l1/transactions/t1', data: { tags: ['trip'] }, merge: true },
        { type: 'set', path: 'ledgers/l1/transactions/t2', data: { amount: 3 } },
        { type: 'delete', path: 'ledgers/l1/transactions/t2' },
      ]);
      expect(await docs.get('ledgers/l1/transactions/t1')).toEqual({
        id: 't1',
        amount: 2,
        note: 'first',
        tags: ['trip'],
      });
      expect(await docs.get('ledgers/l1/transactions/t2')).toBeNull();
    });

    it('holds at least 450 writes in one batch', async () => {
      expect(docs.maxBatchWrites).toBeGreaterThanOrEqual(450);
      const ops = Array.from({ length: 450 }, (_, i) => ({
        type: 'set' as const,
        path: `ledgers/l1/transactions/t${i}`,
        data: { amount: i },
      }));
      await docs.batch(ops);
      expect(await docs.query('ledgers/l1/transactions')).toHaveLength(450);
    });

    describe('one error rule for reads', () => {
      it('rejects a path of the wrong kind, for get and for query alike', async () => {
        await expect(docs.get('ledgers')).rejects.toThrow('Not a document path: ledgers');
        await expect(docs.query('ledgers/l1')).rejects.toThrow('Not a collection path: ledgers/l1');
      });

      it('reads a document as null, and rejects a query, when the storage cannot answer', async () => {
        await docs.set('ledgers/l1', { name: 'Trip' });
        await conn.breakStorage();
        expect(await docs.get('ledgers/l1')).toBeNull();
        await expect(docs.query('ledgers')).rejects.toThrow();
      });
    });

    describe('queries', () => {
      beforeEach(async () => {
        await docs.batch([
          { type: 'set', path: 'ledgers/a', data: { name: 'Alpha', contributors: ['u1', 'u2'] } },
          { type: 'set', path: 'ledgers/b', data: { name: 'Beta', contributors: ['u2'] } },
          { type: 'set', path: 'ledgers/a/transactions/t1', data: { from: 'u1', date: 100, amount: 5 } },
          { type: 'set', path: 'ledgers/a/transactions/t2', data: { from: 'u2', date: 200, amount: 7 } },
          { type: 'set', path: 'ledgers/a/transactions/t3', data: { from: 'u1', date: 300, amount: 9 } },
          { type: 'set', path: 'ledgers/b/transactions/t9', data: { from: 'u1', date: 200, amount: 1 } },
        ]);
      });

      it('finds documents whose array contains a value', async () => {
        const found = await docs.query('ledgers', [where('contributors', 'array-contains', 'u1')]);
        expect(found.map((d) => d.id)).toEqual(['a']);
      });

      it('finds documents equal to a value, only within the named collection', async () => {
        const found = await docs.query('ledgers/a/transactions', [where('from', '==', 'u1'), orderBy('date')]);
        expect(found.map((d) => d.id)).toEqual(['t1', 't3']);
      });

      it('finds a half-open date range, lower bound included and upper bound excluded', async () => {
        const found = await docs.query('ledgers/a/transactions', [where('date', '>=', 200), where('date', '<', 300)]);
        expect(found.map((d) => d.id)).toEqual(['t2']);
      });

      it('combines an equality with a date range', async () => {
        const found = await docs.query('ledgers/a/transactions', [
          where('from', '==', 'u1'),
          where('date', '>=', 100),
          where('date', '<', 301),
          orderBy('date', 'desc'),
        ]);
        expect(found.map((d) => d.id)).toEqual(['t3', 't1']);
      });

      it('orders results', async () => {
        const found = await docs.query('ledgers/a/transactions', [orderBy('amount', 'desc')]);
        expect(found.map((d) => d.amount)).toEqual([9, 7, 5]);
      });
    });

    it('shows a subscription a write made through a second connection', async () => {
      const seen: string[][] = [];
      const stop = docs.watchQuery(
        'ledgers',
        [where('contributors', 'array-contains', 'u1')],
        (list) => seen.push(list.map((d) => d.id)),
        () => undefined,
      );
      await eventually(() => expect(seen.at(-1)).toEqual([]));
      await conn.second.set('ledgers/x', { name: 'From the other tab', contributors: ['u1'] });
      await eventually(() => expect(seen.at(-1)).toEqual(['x']));
      stop();
    });

    it('reports a missing document with the SPEC message, then the document once it is written', async () => {
      const errors: string[] = [];
      const names: unknown[] = [];
      const stop = docs.watchDoc(
        'ledgers/l1/settings/common',
        (doc) => names.push(doc.categories),
        (message) => errors.push(message),
      );
      await eventually(() => expect(errors).toEqual(['Document not found. Ref: ledgers/l1/settings/common']));
      await conn.second.set('ledgers/l1/settings/common', { categories: ['Food'] });
      await eventually(() => expect(names).toEqual([['Food']]));
      stop();
    });

    it('keeps a watched list true and in order through edits that move entries, merges and deletes', async () => {
      const seen: unknown[][] = [];
      const stop = docs.watchQuery(
        'ledgers/w/transactions',
        [orderBy('amount')],
        (list) => seen.push(list),
        () => undefined,
      );
      await docs.set('ledgers/w/transactions/a', { description: 'A', amount: 1 });
      await docs.set('ledgers/w/transactions/b', { description: 'B', amount: 2 });
      await docs.set('ledgers/w/transactions/c', { description: 'C', amount: 4 });
      await docs.set('ledgers/w/transactions/d', { description: 'D', amount: 6 });
      await eventually(() => expect(seen.at(-1)).toHaveLength(4));
      // b moves from second to last; c is rewritten in place; a leaves; e comes in between.
      await docs.set('ledgers/w/transactions/b', { amount: 9 }, { merge: true });
      await conn.second.set('ledgers/w/transactions/c', { description: 'C again', amount: 5 });
      await conn.second.delete('ledgers/w/transactions/a');
      await docs.set('ledgers/w/transactions/e', { description: 'E', amount: 5.5 });
      await eventually(() =>
        expect(seen.at(-1)).toEqual([
          { id: 'c', description: 'C again', amount: 5 },
          { id: 'e', description: 'E', amount: 5.5 },
          { id: 'd', description: 'D', amount: 6 },
          { id: 'b', description: 'B', amount: 9 },
        ]),
      );
      stop();
    });

    // Cloud mode saves a new entry ahead of Firestore's own write (data/mirror/outbox.ts): what it answers
    // must be what any store answers.
    it('shows new entries under ids from newId at once, in order, in a watch, a get and a query', async () => {
      const seen: { id: string }[][] = [];
      const stop = docs.watchQuery(
        'ledgers/n/transactions',
        [orderBy('amount')],
        (list) => seen.push(list),
        () => undefined,
      );
      await docs.set('ledgers/n/transactions/mid', { description: 'Mid', amount: 5 });
      await eventually(() => expect(seen.at(-1)).toHaveLength(1));
      const [low, high, logged] = [docs.newId(), docs.newId(), docs.newId()];
      await docs.batch([
        { type: 'set', path: `ledgers/n/transactions/${high}`, data: { description: 'High', amount: 9 } },
        { type: 'set', path: `ledgers/n/activity/${logged}`, data: { title: 'Added High' } },
      ]);
      await docs.set(`ledgers/n/transactions/${low}`, { description: 'Low', amount: 1 });
      expect(await docs.get(`ledgers/n/transactions/${high}`)).toEqual({ id: high, description: 'High', amount: 9 });
      expect(await docs.get(`ledgers/n/activity/${logged}`)).toEqual({ id: logged, title: 'Added High' });
      expect((await docs.query('ledgers/n/transactions', [orderBy('amount')])).map((d) => d.id)).toEqual([
        low,
        'mid',
        high,
      ]);
      await eventually(() => expect(seen.at(-1)?.map((d) => d.id)).toEqual([low, 'mid', high]));
      // The same id written again is an edit of that entry, not a second one.
      await docs.set(`ledgers/n/transactions/${low}`, { description: 'Low', amount: 7 });
      await eventually(() => expect(seen.at(-1)?.map((d) => d.id)).toEqual(['mid', low, high]));
      expect(seen.every((list) => new Set(list.map((d) => d.id)).size === list.length)).toBe(true);
      stop();
    });

    it('stops delivering after unsubscribe', async () => {
      const seen: number[] = [];
      const stop = docs.watchQuery(
        'ledgers',
        [],
        (list) => seen.push(list.length),
        () => undefined,
      );
      await eventually(() => expect(seen).toEqual([0]));
      stop();
      await docs.set('ledgers/late', { name: 'Late' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([0]);
    });
  });
}
