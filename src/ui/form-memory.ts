// Small choices a form remembers on this device between visits: whether "More details" was open, and the
// category last used per ledger and entry type. Kept in localStorage (read synchronously, so a form opens
// already in its remembered state); a browser that refuses storage simply forgets.
const MORE_DETAILS_KEY = 'vyay.moreDetails';
const LAST_CATEGORY_KEY = 'vyay.lastCategory';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice is only a convenience.
  }
}

export function moreDetailsOpen(): boolean {
  return read(MORE_DETAILS_KEY) === 'open';
}

export function rememberMoreDetails(open: boolean): void {
  write(MORE_DETAILS_KEY, open ? 'open' : 'closed');
}

function lastCategories(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(read(LAST_CATEGORY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const categoryKey = (ledgerId: string, type: string) => `${ledgerId}:${type}`;

/** The category this ledger's last entry of this type was saved with, if it is still one of `categories`. */
export function lastCategory(ledgerId: string, type: string, categories: readonly string[]): string {
  const last = lastCategories()[categoryKey(ledgerId, type)];
  return typeof last === 'string' && categories.includes(last) ? last : '';
}

export function rememberCategory(ledgerId: string, type: string, category: string): void {
  if (!ledgerId) return;
  const all = lastCategories();
  all[categoryKey(ledgerId, type)] = category;
  write(LAST_CATEGORY_KEY, JSON.stringify(all));
}

const LAST_RATE_KEY = 'vyay.lastRate';

/** The rate last saved for a currency (into this ledger currency), offered on the next foreign entry. */
export function lastRate(ledgerCurrency: string, currency: string): string {
  try {
    const all: unknown = JSON.parse(read(LAST_RATE_KEY) ?? '{}');
    const rate =
      all && typeof all === 'object' ? (all as Record<string, unknown>)[`${ledgerCurrency}:${currency}`] : '';
    return typeof rate === 'string' ? rate : '';
  } catch {
    return '';
  }
}

export function rememberRate(ledgerCurrency: string, currency: string, rate: string): void {
  let all: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(read(LAST_RATE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') all = parsed as Record<string, string>;
  } catch {
    // A damaged entry is replaced.
  }
  all[`${ledgerCurrency}:${currency}`] = rate;
  write(LAST_RATE_KEY, JSON.stringify(all));
}
