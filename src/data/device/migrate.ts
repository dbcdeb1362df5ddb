// The one place where documents stored on this device are migrated, run inside IndexedDB's upgrade
// transaction when the schema version rises: all of it happens, or none of it (a reload midway reruns it).
import {
  decodeCommonSettings,
  decodeLedger,
  decodeMember,
  decodeMonthlySettings,
  decodeOnetimeSettings,
  decodeRecurringItem,
  decodeTransaction,
  decodeUser,
} from '../../domain/decode';
import type { DocData } from '../ports';
import { segments } from '../paths';

type Decoder = (id: string, data: unknown) => object | null;

/** Which decoder reads a document, by the shape of its path (SPEC §7). */
function decoderFor(path: string): Decoder | null {
  const s = segments(path);
  if (s[0] === 'users' && s.length === 2) return decodeUser;
  if (s[0] !== 'ledgers') return null;
  if (s.length === 2) return decodeLedger;
  if (s.length === 4 && s[2] === 'members') return decodeMember;
  if (s.length === 4 && s[2] === 'transactions') return decodeTransaction;
  if (s.length === 4 && s[2] === 'settings') {
    if (s[3] === 'common') return (_id, data) => decodeCommonSettings(data);
    if (s[3] === 'monthly') return (_id, data) => decodeMonthlySettings(data);
    if (s[3] === 'onetime') return (_id, data) => decodeOnetimeSettings(data);
  }
  if (s.length === 6 && s[4] === 'recurringTransactions') return decodeRecurringItem;
  return null;
}

/**
 * Version 2: fields older versions left out (tags, comments, payment mode) are stored with SPEC's
 * defaults, as the decoder fills them. Values already stored are never changed, even ones the decoder
 * would cut or repair on reading: a migration must not lose anything. A document its decoder cannot
 * read is kept exactly as it is: the screens count it, and an admin can delete it. Null: nothing to write.
 */
export function repairStoredDocument(path: string, data: DocData): DocData | null {
  const decode = decoderFor(path);
  if (!decode) return null;
  const decoded = decode(segments(path).at(-1) ?? '', data) as DocData | null;
  if (!decoded) return null;
  const missing = Object.keys(decoded).filter((key) => key !== 'id' && !Object.hasOwn(data, key));
  if (missing.length === 0) return null;
  const repaired: DocData = { ...data };
  for (const key of missing) repaired[key] = decoded[key];
  return repaired;
}
