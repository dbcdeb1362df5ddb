// Turns a backup into a NEW ledger owned by the person importing it, remapping every member id.
import { COMMON_PAYER, type Ledger, type Member, type OnetimeSettings, type RecurringItem, type Transaction } from '../types';
import { defaultMonthlySettings, defaultOnetimeSettings } from '../defaults';
import type { Backup, BackupSettings } from './format';

export interface Importer {
  uid: string;
  displayName: string;
}

/** A person from the backup whose profile exists here (found by the exporter's email). */
export interface KnownUser {
  userId: string;
  displayName: string;
}

export interface ImportPlanInput {
  backup: Backup;
  importer: Importer;
  newLedgerId: string;
  /** Keyed by the backup's member id. */
  knownUsers: Record<string, KnownUser>;
  /** Names of the importer's ledgers, so the restored one is told apart ('Household (2)'). */
  existingNames: string[];
  now: number;
}

export interface ImportPlan {
  ledger: Ledger;
  members: Member[];
  settings: BackupSettings;
  /** Transaction and recurring ids are kept: they live under the new ledger id, so settlement and
   *  recurring links stay valid without rewriting. */
  transactions: Transaction[];
  recurring: RecurringItem[];
  /** Backup member id → id in the new ledger. */
  idMap: Record<string, string>;
}

/** Distinct from every name already used, ignoring case: 'Ravi', 'Ravi (2)', ... */
function uniqueName(wanted: string, used: Set<string>): string {
  const base = wanted.trim() || 'Member';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
  used.add(name.toLowerCase());
  return name;
}

/**
 * The importer takes the place of the member who is them (same uid, or same email: restoring one's own
 * backup), else of the original owner, unless the owner's own profile exists here: then the owner stays
 * themselves and the importer simply owns the copy. Anyone else whose profile exists here stays a real
 * member; everyone else becomes a temporary member named after them. Ids that name nobody in the backup
 * (people removed since) and 'common' are kept as they are.
 */
export function planImport({ backup, importer, newLedgerId, knownUsers, existingNames, now }: ImportPlanInput): ImportPlan {
  const isImporter = (m: { id: string; userId: string }) => m.userId === importer.uid || knownUsers[m.id]?.userId === importer.uid;
  const ownerStaysThemselves = Boolean(knownUsers[backup.ledger.owner]);
  const self = backup.members.find(isImporter)?.id ?? (ownerStaysThemselves ? undefined : backup.ledger.owner);
  const idMap: Record<string, string> = self === undefined ? {} : { [self]: importer.uid };
  const usedNames = new Set([importer.displayName.toLowerCase()]);
  const members: Member[] = [{ id: importer.uid, displayName: importer.displayName, userId: importer.uid }];
  const realUsers: string[] = [];

  for (const m of backup.members) {
    if (m.id === self) continue;
    const known = knownUsers[m.id];
    if (known && known.userId !== importer.uid && !realUsers.includes(known.userId)) {
      idMap[m.id] = known.userId;
      realUsers.push(known.userId);
      usedNames.add(known.displayName.toLowerCase());
      members.push({ id: known.userId, displayName: known.displayName, userId: known.userId });
    }
  }
  for (const m of backup.members) {
    if (idMap[m.id] !== undefined) continue;
    // A temporary member's id is their name, and ids are path segments: no slashes.
    const name = uniqueName(m.displayName.replaceAll('/', '-'), usedNames);
    idMap[m.id] = name;
    members.push({ id: name, displayName: name, userId: name });
  }

  const map = (id: string) => (id === COMMON_PAYER ? id : (idMap[id] ?? id));
  const mapKeys = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).map(([k, v]) => [map(k), v]));
  const wasAdmin = new Set(backup.ledger.admins);
  const admins = [importer.uid, ...realUsers.filter((uid) => backup.members.some((m) => idMap[m.id] === uid && wasAdmin.has(m.userId)))];

  const monthly = backup.ledger.type === 'monthly';
  const { monthly: ms, onetime: os } = backup.settings;
  const onetime: OnetimeSettings | null = monthly ? null : os ? { ...os, percentages: mapKeys(os.percentages), shares: mapKeys(os.shares) } : defaultOnetimeSettings();

  return {
    ledger: {
      id: newLedgerId,
      name: uniqueName(backup.ledger.name, new Set(existingNames.map((n) => n.toLowerCase()))),
      type: backup.ledger.type,
      owner: importer.uid,
      admins,
      contributors: [importer.uid, ...realUsers],
      createdAt: now,
      updatedAt: now,
    },
    members,
    settings: {
      common: { categories: [...backup.settings.common.categories], tags: [...backup.settings.common.tags] },
      monthly: monthly ? (ms ? { ...ms, paidBy: map(ms.paidBy) } : defaultMonthlySettings(importer.uid)) : null,
      onetime,
    },
    transactions: backup.transactions.map((t) => ({
      ...t,
      from: map(t.from),
      owner: map(t.owner),
      ...(t.splitInfo ? { splitInfo: { method: t.splitInfo.method, details: t.splitInfo.details.map((d) => ({ ...d, userId: map(d.userId) })) } } : {}),
    })),
    recurring: backup.recurring.map((r) => ({ ...r, from: map(r.from), owner: map(r.owner) })),
    idMap,
  };
}
