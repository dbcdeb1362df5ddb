// Turns a backup into a NEW ledger owned by the person importing it, remapping every member id.
// Every id from the file is looked up in a Map, never as a plain object's key: '__proto__' or 'toString'
// from a file must not find something that is not there.
import {
  COMMON_PAYER,
  type Ledger,
  type Member,
  type OnetimeSettings,
  type RecurringItem,
  type Transaction,
} from '../types';
import { defaultMonthlySettings, defaultOnetimeSettings } from '../defaults';
import { isPrototypeKey, isReservedName, MAX_NAME } from '../limits';
import { isSafeMemberId } from '../schema/ids';
import type { Backup, BackupReceipt, BackupSettings } from './format';

export interface Importer {
  uid: string;
  displayName: string;
}

/** A person from the backup whose profile exists here (found by the exporter's email). */
export interface KnownUser {
  userId: string;
  displayName: string;
}

interface ImportPlanInput {
  backup: Backup;
  importer: Importer;
  newLedgerId: string;
  /** Keyed by the backup's member id. */
  knownUsers: ReadonlyMap<string, KnownUser>;
  /** Names of the importer's ledgers, so the restored one is told apart ('Household (2)'). */
  existingNames: string[];
  now: number;
}

interface ImportPlan {
  ledger: Ledger;
  members: Member[];
  settings: BackupSettings;
  /** Transaction and recurring ids are kept: they live under the new ledger id, so settlement and
   *  recurring links stay valid without rewriting. */
  transactions: Transaction[];
  recurring: RecurringItem[];
  /**
   * One per transaction at most, each of a transaction in the plan. The transactions carry no receipt
   * mark: the import writes it with the receipt, from what is actually stored.
   */
  receipts: BackupReceipt[];
  /** Backup member id → id in the new ledger; also every former member's id (see formerMemberIds). */
  idMap: Map<string, string>;
}

/** A place in a backup that names someone who is not one of its members. */
interface DanglingReference {
  /** Where, as in the file: ['transactions', 2, 'from']. */
  path: (string | number)[];
  id: string;
}

/**
 * Places that name someone who is not a member of the backup: a payer (`from`) that is neither a member
 * nor 'common', one of several payers (`payers[].userId`) that is not a member, a split line that is not a member, a monthly paid-by default that is neither a member,
 * 'common' nor '' (none chosen). Most are people removed from the ledger since: their old entries stay,
 * but an export holds only current members. The import keeps them as former members (see
 * formerMemberIds); only ids that could not safely be looked up are refused (see refusedReferences).
 */
function danglingReferences(backup: Backup): DanglingReference[] {
  const members = new Set(backup.members.map((m) => m.id));
  const isPayer = (id: string) => id === COMMON_PAYER || members.has(id);
  const found: DanglingReference[] = [];
  backup.transactions.forEach((t, i) => {
    if (!isPayer(t.from)) found.push({ path: ['transactions', i, 'from'], id: t.from });
    // One of several payers is a person: 'common' among them is refused (see isFormerMemberId).
    t.payers?.forEach((p, j) => {
      if (!members.has(p.userId)) found.push({ path: ['transactions', i, 'payers', j, 'userId'], id: p.userId });
    });
    t.splitInfo?.details.forEach((d, j) => {
      if (!members.has(d.userId))
        found.push({ path: ['transactions', i, 'splitInfo', 'details', j, 'userId'], id: d.userId });
    });
  });
  backup.recurring.forEach((r, i) => {
    if (!isPayer(r.from)) found.push({ path: ['recurring', i, 'from'], id: r.from });
  });
  const paidBy = backup.settings.monthly?.paidBy;
  if (paidBy !== undefined && paidBy !== '' && !isPayer(paidBy))
    found.push({ path: ['settings', 'monthly', 'paidBy'], id: paidBy });
  return found;
}

/**
 * Whether an id that names no member can stand for someone removed since. It is only looked up in a Map and
 * never stored (the former member gets a name of their own), but an id no member could have had is no
 * trace of a real ledger, only of a hand-made or hostile file, and is refused: empty, longer than MAX_ID,
 * with a '/', '.', '..', '__x__', a prototype key ('__proto__', 'constructor', 'toString', ...), or
 * 'common' as a split line or one of several payers (the shared pot cannot take a share, and is never one
 * of several people paying).
 */
function isFormerMemberId(id: string): boolean {
  return isSafeMemberId(id);
}

/** The references an import refuses: those naming nobody that cannot be a former member. */
export function refusedReferences(backup: Backup): DanglingReference[] {
  return danglingReferences(backup).filter((r) => !isFormerMemberId(r.id));
}

/**
 * The distinct ids that name nobody in the backup, in the order the file first names them: each becomes a
 * temporary member of the restored ledger, so a removed person's entries and balance are kept.
 */
export function formerMemberIds(backup: Backup): string[] {
  return [...new Set(danglingReferences(backup).map((r) => r.id))].filter(isFormerMemberId);
}

/** Thrown by planImport for a backup that did not come through the parser, which refuses these first. */
export class DanglingReferenceError extends Error {
  constructor(readonly reference: DanglingReference) {
    super(`This backup names "${clip(reference.id, 40)}", who is not a member of its ledger.`);
    this.name = 'DanglingReferenceError';
  }
}

/** At most `max` UTF-16 units, without leaving half a surrogate pair at the end. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Distinct from every name already used, ignoring case: 'Ravi', 'Ravi (2)', ... and never longer than
 * MAX_NAME. A name that `usable` refuses is numbered too, so 'common' becomes 'common (2)'.
 */
function uniqueName(
  wanted: string,
  used: Set<string>,
  fallback: string,
  usable: (name: string) => boolean = () => true,
): string {
  const base = clip(wanted.trim(), MAX_NAME).trim() || fallback;
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()) || !usable(name); n += 1) {
    const suffix = ` (${n})`;
    name = `${clip(base, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
  }
  used.add(name.toLowerCase());
  return name;
}

/** A temporary member's id is their name, so the name must be a safe id that means nothing else. */
const isUsableMemberName = (name: string) => !isReservedName(name) && !isPrototypeKey(name);

const FORMER_MEMBER_NAME = 'Former member';

/**
 * A former member is named by their id when it could be a temporary member's name as it is (a removed
 * temporary member's id is their name): not blank, at most MAX_NAME characters, no '/', not reserved.
 * A removed account's uid is usable too and at least tells people apart; anything else, 'Former member'.
 */
function formerMemberName(id: string): string {
  // isReservedName covers '/', '.', '..', '__x__', 'common' and prototype keys, each after trimming.
  return id.trim() !== '' && id.length <= MAX_NAME && isUsableMemberName(id) ? id : FORMER_MEMBER_NAME;
}

/** The backup's receipts of its transactions, the first for each (the parser refuses any other file). */
function receiptsOf(backup: Backup): BackupReceipt[] {
  const ids = new Set(backup.transactions.map((t) => t.id));
  const found = new Map<string, BackupReceipt>();
  for (const r of backup.receipts ?? [])
    if (ids.has(r.transactionId) && !found.has(r.transactionId)) found.set(r.transactionId, { ...r });
  return [...found.values()];
}

/**
 * The importer takes the place of the member who is them (same uid, or same email: restoring one's own
 * backup), else of the original owner, unless the owner's own profile exists here: then the owner stays
 * themselves and the importer simply owns the copy. Anyone else whose profile exists here stays a real
 * member; everyone else becomes a temporary member named after them. 'common' is kept as it is.
 * Someone the entries name who is no member of the backup (removed since) becomes a temporary member too,
 * named by their id or 'Former member' (see formerMemberName), so their entries keep their balance.
 * Throws DanglingReferenceError, before anything is written, for a reference no person can have
 * (see isFormerMemberId).
 */
export function planImport({
  backup,
  importer,
  newLedgerId,
  knownUsers,
  existingNames,
  now,
}: ImportPlanInput): ImportPlan {
  const refused = refusedReferences(backup)[0];
  if (refused) throw new DanglingReferenceError(refused);

  const isImporter = (m: { id: string; userId: string }) =>
    m.userId === importer.uid || knownUsers.get(m.id)?.userId === importer.uid;
  const ownerStaysThemselves = knownUsers.has(backup.ledger.owner);
  const self = backup.members.find(isImporter)?.id ?? (ownerStaysThemselves ? undefined : backup.ledger.owner);
  const idMap = new Map<string, string>();
  if (self !== undefined) idMap.set(self, importer.uid);
  // Real users' ids are taken too: a temporary member named like one would overwrite their member document.
  const usedNames = new Set([importer.displayName.toLowerCase(), importer.uid.toLowerCase()]);
  const members: Member[] = [{ id: importer.uid, displayName: importer.displayName, userId: importer.uid }];
  const realUsers: string[] = [];

  for (const m of backup.members) {
    if (m.id === self) continue;
    const known = knownUsers.get(m.id);
    if (known && known.userId !== importer.uid && !realUsers.includes(known.userId)) {
      idMap.set(m.id, known.userId);
      realUsers.push(known.userId);
      usedNames.add(known.displayName.toLowerCase());
      usedNames.add(known.userId.toLowerCase());
      members.push({ id: known.userId, displayName: known.displayName, userId: known.userId });
    }
  }
  for (const m of backup.members) {
    if (idMap.has(m.id)) continue;
    // A temporary member's id is their name, and ids are path segments: no slashes.
    const name = uniqueName(m.displayName.replaceAll('/', '-'), usedNames, 'Member', isUsableMemberName);
    idMap.set(m.id, name);
    members.push({ id: name, displayName: name, userId: name });
  }
  // Only the backup's members decide who owns entries and who has split defaults (below).
  const backupMembers = new Map(idMap);
  // Already mapped only when the original owner, who is the importer's place, is missing from the list.
  for (const id of formerMemberIds(backup)) {
    if (idMap.has(id)) continue;
    const name = uniqueName(formerMemberName(id), usedNames, FORMER_MEMBER_NAME, isUsableMemberName);
    idMap.set(id, name);
    members.push({ id: name, displayName: name, userId: name });
  }

  // Every payer names a member, a former member or 'common', and every split line a member or a former
  // member (checked above), so the fallbacks never apply.
  const mapMember = (id: string) => idMap.get(id) ?? id;
  const mapPayer = (id: string) => (id === COMMON_PAYER ? id : mapMember(id));
  // `owner` is who wrote an entry, which only decides who may edit it. Someone who is no member any more
  // (removed since, or a name the file made up) cannot edit anything here, and an id naming nobody must
  // not reach the stored document, so the importer, who is writing these entries now, owns them.
  const mapOwner = (id: string) => backupMembers.get(id) ?? importer.uid;
  // Split defaults for someone who is not a member give a share to nobody, in the exported ledger too: only
  // members' entries are kept (a former member gets none, as before), and the map is built afresh so no key
  // from the file can reach a prototype.
  const mapDefaults = (record: Record<string, number>): Record<string, number> => {
    const out = new Map<string, number>();
    for (const [key, value] of Object.entries(record)) {
      const id = isPrototypeKey(key) ? undefined : backupMembers.get(key);
      if (id !== undefined && !isPrototypeKey(id)) out.set(id, value);
    }
    return Object.fromEntries(out);
  };
  const wasAdmin = new Set(backup.ledger.admins);
  const admins = [
    importer.uid,
    ...realUsers.filter((uid) => backup.members.some((m) => idMap.get(m.id) === uid && wasAdmin.has(m.userId))),
  ];
  // A settled expense keeps its link only to a settlement that comes along. A monthly member's own export
  // holds his expenses but not the pot's settlements, so a link to a settlement outside the file is
  // dropped on purpose: the expense stays settled, and deleting some other entry can never unsettle it.
  const settlementIds = new Set(backup.transactions.filter((t) => t.type === 'settlement').map((t) => t.id));
  const recurringIds = new Set(backup.recurring.map((r) => r.id));

  const monthly = backup.ledger.type === 'monthly';
  const { monthly: ms, onetime: os } = backup.settings;
  const onetime: OnetimeSettings | null = monthly
    ? null
    : os
      ? {
          splitType: os.splitType,
          percentages: mapDefaults(os.percentages),
          shares: mapDefaults(os.shares),
          simplifyDebts: os.simplifyDebts !== false,
        }
      : defaultOnetimeSettings();

  return {
    ledger: {
      id: newLedgerId,
      name: uniqueName(backup.ledger.name, new Set(existingNames.map((n) => n.toLowerCase())), 'Ledger'),
      type: backup.ledger.type,
      owner: importer.uid,
      admins,
      contributors: [importer.uid, ...realUsers],
      createdAt: now,
      updatedAt: now,
      ...(backup.ledger.currency !== undefined ? { currency: backup.ledger.currency } : {}),
    },
    members,
    settings: {
      common: { categories: [...backup.settings.common.categories], tags: [...backup.settings.common.tags] },
      // '' means no default was chosen; the forms then use the person adding, and the server wants an id.
      monthly: monthly
        ? ms
          ? {
              paymentMode: ms.paymentMode,
              paidBy: ms.paidBy === '' ? importer.uid : mapPayer(ms.paidBy),
              // Budgets are keyed by category name, which an import keeps: they come along as they are.
              ...(ms.budgets ? { budgets: { ...ms.budgets } } : {}),
            }
          : defaultMonthlySettings(importer.uid)
        : null,
      onetime,
    },
    transactions: backup.transactions.map(({ settlementId, recursiveId, receipt: _receipt, ...t }) => ({
      ...t,
      ...(settlementId !== undefined && (settlementId === '' || settlementIds.has(settlementId))
        ? { settlementId }
        : {}),
      // A link to an item deleted before the backup names nothing, which the rules refuse: it is left out.
      ...(recursiveId !== undefined && (recursiveId === '' || recurringIds.has(recursiveId)) ? { recursiveId } : {}),
      from: mapPayer(t.from),
      owner: mapOwner(t.owner),
      ...(t.payers ? { payers: t.payers.map((p) => ({ userId: mapMember(p.userId), amount: p.amount })) } : {}),
      ...(t.splitInfo
        ? {
            splitInfo: {
              method: t.splitInfo.method,
              details: t.splitInfo.details.map((d) => ({ ...d, userId: mapMember(d.userId) })),
            },
          }
        : {}),
      tags: [...t.tags],
    })),
    recurring: backup.recurring.map((r) => ({
      ...r,
      from: mapPayer(r.from),
      owner: mapOwner(r.owner),
      tags: [...r.tags],
    })),
    receipts: receiptsOf(backup),
    idMap,
  };
}
