// Hostile backup files through the whole import path: parse, then import on a fresh device store. Whatever
// the file holds, the person gets a plain sentence or a ledger whose every reference holds, and a failed
// import leaves the device exactly as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBackup, buildBundle, type Backup } from '../../domain/backup/format';
import { formerMemberIds, planImport, type KnownUser } from '../../domain/backup/remap';
import { isAmountInRange, isDateInRange, isSafeKeyId } from '../../domain/limits';
import { expense, ledger, member, recurring, settlement, tempMember, tx } from '../../domain/test-builders';
import { COMMON_PAYER, type Ledger, type SplitLine } from '../../domain/types';
import { openDeviceDB, type DeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { AuthUser, DocData } from '../ports';
import { importBackup } from './backup';
import { parseBackupText } from './backup-schema';
import { findUserByEmail, saveUserProfile } from './users';

const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const ben: AuthUser = { uid: 'uid-ben', email: 'ben@example.com', displayName: 'Ben', photoURL: '' };
const NOW = Date.UTC(2026, 10, 21);
const day = (d: number) => Date.UTC(2026, 10, d);
const at = (d: number) => ({ date: day(d), createdAt: day(d), updatedAt: day(d) });

/** What an export by Ben looks like: Ben's profile exists on the importing device, Asha imports. */
function validBackup(type: Ledger['type']): Backup {
  const people = ['uid-ben', 'uid-asha', 'Ravi', 'Meera'];
  return buildBackup(
    {
      ledger: ledger({
        name: type === 'monthly' ? 'Household' : 'Goa',
        type,
        owner: 'uid-ben',
        admins: ['uid-ben'],
        contributors: ['uid-ben', 'uid-asha'],
      }),
      members: [member('uid-ben', 'Ben'), member('uid-asha', 'Asha'), tempMember('Ravi'), tempMember('Meera')],
      settings: {
        common: { categories: ['Food', 'Rent'], tags: ['Trip'] },
        monthly: type === 'monthly' ? { paymentMode: 'Cash', paidBy: 'Ravi' } : null,
        onetime:
          type === 'onetime'
            ? { splitType: 'Shares', percentages: { 'uid-ben': 50, Ravi: 50 }, shares: { Ravi: 2, Meera: 1 } }
            : null,
      },
      transactions: [
        expense('uid-ben', 900, people, {
          id: 'e1',
          description: 'Dinner',
          ...at(1),
          isSettled: true,
          settlementId: 's1',
          owner: 'uid-ben',
        }),
        expense('Ravi', 300, ['Ravi', 'Meera'], {
          id: 'e2',
          description: 'Taxi',
          ...at(2),
          isSettled: false,
          settlementId: '',
          owner: 'uid-asha',
          tags: ['Trip'],
        }),
        settlement('Meera', 'Ravi', 150, { id: 's1', ...at(3), owner: 'uid-ben' }),
        tx({
          id: 'i1',
          type: 'income',
          description: 'Salary',
          amount: 5000,
          from: COMMON_PAYER,
          owner: 'uid-ben',
          ...at(4),
          recursiveId: 'r1',
        }),
      ],
      recurring: [recurring({ id: 'r1', from: 'Ravi', owner: 'uid-ben', createdAt: day(1), startDate: day(1) })],
    },
    { uid: ben.uid, email: ben.email },
    NOW,
  );
}

// ---- Mutations of the parsed file ----

type Path = (string | number)[];
type Json = Record<string | number, unknown>;

const isContainer = (v: unknown): v is Json => typeof v === 'object' && v !== null;

function allPaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (!isContainer(value)) return out;
  for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
    const path = [...prefix, key];
    out.push(path);
    allPaths((value as Json)[key], path, out);
  }
  return out;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (isContainer(v) ? (v as Json)[k] : undefined), root);
}

/** An own property even for '__proto__', as JSON.parse would make it, so JSON.stringify writes it out. */
function put(target: Json, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Ids, and the names that become ids (a temporary member's id is their name). */
const ID_KEYS = new Set([
  'id',
  'from',
  'userId',
  'owner',
  'paidBy',
  'settlementId',
  'recursiveId',
  'email',
  'displayName',
  'name',
]);
// The last ones name nobody in the file but could be someone removed since: they become temporary members.
const HOSTILE_IDS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  'a/b',
  '..',
  '.',
  '__x__',
  'common',
  '',
  ' ',
  'x'.repeat(129),
  'Ravi',
  'uid-asha',
  'uid-ben',
  's1',
  'e2',
  'uid-gone',
  'Common',
  'x'.repeat(101),
  'Former member',
];
const HOSTILE_NUMBERS = [
  1e16,
  -1e16,
  1e11 + 1,
  -1e11,
  1e7,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
  0,
  2 ** 53,
  Date.UTC(2100, 0, 1),
  Date.UTC(2000, 0, 1) - 1,
];

type Mutation =
  | { kind: 'anything'; pick: number; value: unknown }
  | { kind: 'hostileId'; pick: number; value: string }
  | { kind: 'number'; pick: number; value: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'prototypeKey'; pick: number; key: string; value: unknown }
  | { kind: 'duplicate'; pick: number }
  | { kind: 'removeMember'; pick: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('anything' as const), pick: fc.nat(), value: fc.anything() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('hostileId' as const),
      pick: fc.nat(),
      value: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IDS) }, { weight: 1, arbitrary: fc.string() }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('number' as const),
      pick: fc.nat(),
      value: fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.double()),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('prototypeKey' as const),
      pick: fc.nat(),
      key: fc.constantFrom('__proto__', 'constructor', 'toString'),
      value: fc.anything(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }) },
  // As an export looks after an admin removed someone: their entries stay, naming a person not in the file.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('removeMember' as const), pick: fc.nat() }) },
);

function mutate(root: Json, m: Mutation): void {
  if (m.kind === 'removeMember') {
    const members = root.members;
    if (Array.isArray(members) && members.length > 0) members.splice(m.pick % members.length, 1);
    return;
  }
  const paths = allPaths(root);
  const among = (list: Path[]) => list[m.pick % list.length];
  let path: Path | undefined;
  if (m.kind === 'hostileId') path = among(paths.filter((p) => ID_KEYS.has(String(p.at(-1))) || p[0] === 'settings'));
  else if (m.kind === 'number') path = among(paths.filter((p) => typeof valueAt(root, p) === 'number'));
  else if (m.kind === 'prototypeKey' || m.kind === 'duplicate')
    path = among([[], ...paths.filter((p) => isContainer(valueAt(root, p)))]);
  else path = among(paths);
  if (!path) return;
  const target = valueAt(root, path);
  if (m.kind === 'prototypeKey') {
    if (isContainer(target) && !Array.isArray(target)) put(target, m.key, m.value);
    return;
  }
  if (m.kind === 'duplicate') {
    if (Array.isArray(target) && target.length > 0) target.push(structuredClone(target[m.pick % target.length]));
    return;
  }
  const parent = valueAt(root, path.slice(0, -1)) as Json;
  const key = path.at(-1) as string | number;
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
    return;
  }
  put(parent, key, m.value);
}

/** Mostly a mutated backup (sometimes several in a bundle), sometimes any JSON or any text at all. */
const hostileText: fc.Arbitrary<string> = fc
  .oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fc.constantFrom<Ledger['type']>('monthly', 'onetime'), fc.array(mutation, { maxLength: 3 })),
    },
    {
      weight: 2,
      arbitrary: fc.array(
        fc.tuple(fc.constantFrom<Ledger['type']>('monthly', 'onetime'), fc.array(mutation, { maxLength: 2 })),
        { minLength: 1, maxLength: 2 },
      ),
    },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string() },
  )
  .map((input) => {
    if (typeof input === 'string') return input;
    const build = ([type, mutations]: [Ledger['type'], Mutation[]]) => {
      const raw = JSON.parse(JSON.stringify(validBackup(type))) as Json;
      for (const m of mutations) mutate(raw, m);
      return raw;
    };
    if (typeof input[0] === 'string') return JSON.stringify(build(input as [Ledger['type'], Mutation[]]));
    const bundle = JSON.parse(JSON.stringify(buildBundle([], NOW))) as Json;
    bundle.ledgers = (input as [Ledger['type'], Mutation[]][]).map(build);
    return JSON.stringify(bundle);
  });

// ---- The device ----

let counter = 0;

async function freshDevice(): Promise<{ db: DeviceDB; docs: DeviceDocumentStore }> {
  const db = await openDeviceDB(`backup-fuzz-${++counter}`);
  const docs = new DeviceDocumentStore(db);
  await saveUserProfile(docs, ben);
  await docs.set('ledgers/existing', {
    name: 'Goa',
    type: 'onetime',
    owner: asha.uid,
    admins: [asha.uid],
    contributors: [asha.uid],
    createdAt: 1,
    updatedAt: 1,
  });
  return { db, docs };
}

async function dump(db: DeviceDB): Promise<Map<string, DocData>> {
  return new Map((await db.getAll('docs')).map((r) => [r.path, r.data]));
}

/** The same lookup importBackup makes: people named by email whose profile exists on this device. */
async function knownUsers(docs: DeviceDocumentStore, backup: Backup): Promise<Map<string, KnownUser>> {
  const known = new Map<string, KnownUser>();
  for (const m of backup.members) {
    if (!m.email) continue;
    const user = await findUserByEmail(docs, m.email);
    if (user?.userId) known.set(m.id, { userId: user.userId, displayName: user.displayName || m.displayName });
  }
  return known;
}

const RAW_ERRORS = [
  'Cannot read properties',
  'undefined',
  'TypeError',
  'is not a function',
  'Invalid input',
  '[object ',
  'NaN',
];

/** One sentence for a person: no JavaScript in it, unless the file itself wrote those words. */
function expectPlainSentence(message: string, text: string): void {
  expect(message).toMatch(/^[A-Z][\s\S]*\.$/);
  expect(message.length).toBeLessThanOrEqual(400);
  for (const raw of RAW_ERRORS) if (!text.includes(raw)) expect(message).not.toContain(raw);
}

/** Someone the file names who is not one of its members is kept as a temporary member, never dropped. */
function expectFormerMembers(plan: ReturnType<typeof planImport>, backup: Backup): number {
  const members = new Map(plan.members.map((m) => [m.id, m]));
  const former = formerMemberIds(backup);
  for (const id of former) {
    const member = members.get(plan.idMap.get(id) ?? '');
    expect(member, `former member ${JSON.stringify(id)}`).toBeDefined();
    // The importer takes the owner's place even when a hand-edited file left the owner out of its members.
    if (id === backup.ledger.owner && member?.id === asha.uid) continue;
    // A temporary member: their id is their name, and no account.
    expect(
      member &&
        member.displayName === member.id &&
        member.userId === member.id &&
        !plan.ledger.contributors.includes(member.id),
    ).toBe(true);
  }
  return former.length;
}

/** Every reference in what was stored holds, whatever the file said. */
function expectWholeLedger(stored: Map<string, DocData>, ledgerId: string): void {
  const base = `ledgers/${ledgerId}`;
  const under = (prefix: string) =>
    [...stored].filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
  const memberIds = new Set(under(`${base}/members/`).map(([path]) => path.split('/').at(-1)!));
  const isPayer = (id: unknown) => id === COMMON_PAYER || memberIds.has(id as string);
  expect(memberIds.has(asha.uid)).toBe(true);
  for (const id of memberIds)
    expect(isSafeKeyId(id) && id !== COMMON_PAYER, `member id ${JSON.stringify(id)}`).toBe(true);
  expect(stored.get(base)).toMatchObject({ owner: asha.uid, contributors: expect.arrayContaining([asha.uid]) });

  const transactions = under(`${base}/transactions/`);
  const settlements = new Set(
    transactions.filter(([, t]) => t.type === 'settlement').map(([path]) => path.split('/').at(-1)),
  );
  for (const [, t] of transactions) {
    expect(isPayer(t.from), `from ${JSON.stringify(t.from)}`).toBe(true);
    expect(memberIds.has(t.owner as string), `owner ${JSON.stringify(t.owner)}`).toBe(true);
    for (const line of (t.splitInfo as { details?: SplitLine[] } | undefined)?.details ?? []) {
      expect(memberIds.has(line.userId), `split line ${JSON.stringify(line.userId)}`).toBe(true);
      expect(isAmountInRange(line.amount) && isAmountInRange(line.split)).toBe(true);
    }
    for (const field of ['date', 'createdAt', 'updatedAt']) expect(isDateInRange(t[field] as number), field).toBe(true);
    expect(isAmountInRange(t.amount as number)).toBe(true);
    if (t.settlementId) expect(settlements.has(t.settlementId as string)).toBe(true);
  }
  for (const [, r] of under(`${base}/settings/monthly/recurringTransactions/`)) {
    expect(isPayer(r.from) && memberIds.has(r.owner as string)).toBe(true);
    expect(isDateInRange(r.createdAt as number) && isDateInRange(r.startDate as number)).toBe(true);
  }
  const monthly = stored.get(`${base}/settings/monthly`);
  if (monthly) expect(isPayer(monthly.paidBy), `paidBy ${JSON.stringify(monthly.paidBy)}`).toBe(true);
  const onetime = stored.get(`${base}/settings/onetime`);
  for (const map of [onetime?.percentages, onetime?.shares]) {
    if (map)
      for (const key of Object.keys(map)) expect(memberIds.has(key), `split default ${JSON.stringify(key)}`).toBe(true);
  }
}

describe('importing hostile backup files', () => {
  it('imports both unmutated starting points (so the property below is not vacuous)', async () => {
    for (const type of ['monthly', 'onetime'] as const) {
      const parsed = parseBackupText(JSON.stringify(validBackup(type)));
      expect(parsed.ok).toBe(true);
      const { db, docs } = await freshDevice();
      const restored = await importBackup(docs, parsed.ok ? parsed.backups[0]! : validBackup(type), asha, {
        existingNames: [],
        now: NOW,
      });
      expectWholeLedger(await dump(db), restored.id);
    }
  });

  it('imports a starting point whose Ravi and Meera were removed since, keeping them as temporary members', async () => {
    for (const type of ['monthly', 'onetime'] as const) {
      const backup = validBackup(type);
      backup.members = backup.members.filter((m) => m.id !== 'Ravi' && m.id !== 'Meera');
      const parsed = parseBackupText(JSON.stringify(backup));
      expect(parsed.ok).toBe(true);
      const { db, docs } = await freshDevice();
      const restored = await importBackup(docs, parsed.ok ? parsed.backups[0]! : backup, asha, {
        existingNames: [],
        now: NOW,
      });
      const stored = await dump(db);
      expectWholeLedger(stored, restored.id);
      expect(stored.get(`ledgers/${restored.id}/members/Ravi`)).toEqual({ displayName: 'Ravi', userId: 'Ravi' });
      expect(stored.get(`ledgers/${restored.id}/members/Meera`)).toEqual({ displayName: 'Meera', userId: 'Meera' });
    }
  });

  it('never lets an exception escape, refuses in plain sentences, and stores either the plan or nothing', async () => {
    const seen = { refused: 0, imported: 0, importFailed: 0 };
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const parsed = parseBackupText(text);
        if (!parsed.ok) {
          seen.refused += 1;
          expectPlainSentence(parsed.message, text);
          return;
        }
        const { db, docs } = await freshDevice();
        for (const backup of parsed.backups) {
          const before = await dump(db);
          const known = await knownUsers(docs, backup);
          let restored: Ledger;
          try {
            restored = await importBackup(docs, backup, asha, { existingNames: [], now: NOW });
          } catch {
            seen.importFailed += 1;
            expect(await dump(db)).toEqual(before);
            continue;
          }
          seen.imported += 1;
          const after = await dump(db);
          const added = new Map([...after].filter(([path]) => !before.has(path)));
          for (const [path, data] of before) expect(after.get(path)).toEqual(data);

          const plan = planImport({
            backup,
            importer: asha,
            newLedgerId: restored.id,
            knownUsers: known,
            existingNames: [],
            now: NOW,
          });
          const id = restored.id;
          const { id: _ledgerId, ...ledgerData } = plan.ledger;
          const expected = new Map<string, unknown>([
            [`ledgers/${id}`, ledgerData],
            ...plan.members.map(({ id: memberId, ...m }) => [`ledgers/${id}/members/${memberId}`, m] as const),
            [`ledgers/${id}/settings/common`, plan.settings.common],
            ...(plan.settings.monthly ? [[`ledgers/${id}/settings/monthly`, plan.settings.monthly] as const] : []),
            ...(plan.settings.onetime ? [[`ledgers/${id}/settings/onetime`, plan.settings.onetime] as const] : []),
            ...plan.transactions.map(({ id: txId, ...t }) => [`ledgers/${id}/transactions/${txId}`, t] as const),
            ...plan.recurring.map(
              ({ id: rId, ...r }) => [`ledgers/${id}/settings/monthly/recurringTransactions/${rId}`, r] as const,
            ),
          ]);
          expect(added).toEqual(expected);
          expectWholeLedger(after, id);
          expectFormerMembers(plan, backup);
        }
      }),
      { numRuns: 300 },
    );
    // Hostile files are mostly refused, but enough get through for the import half to have been exercised.
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.imported).toBeGreaterThan(5);
    expect(seen.importFailed).toBe(0);
    // Files naming people who are no members are checked in every sample that has them (expectFormerMembers);
    // that such a file imports at all is pinned by its own test above, not left to the random draw.
  }, 30_000);
});
