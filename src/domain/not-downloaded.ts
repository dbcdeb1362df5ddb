// What cloud mode says of months this device has never downloaded (issue 34): offline, their entries
// are unknown here, so a screen says so instead of showing a total that would look complete.
import { MONTH_NAMES, type YearMonth } from './months';

export const MONTH_NOT_DOWNLOADED = "This month hasn't been downloaded to this device yet";

/** Insights names each month it could not read, in order. */
export function monthsNotDownloaded(months: readonly YearMonth[]): string {
  const names = months.map(({ year, month }) => `${MONTH_NAMES[month - 1]} ${year}`);
  return months.length === 1
    ? `${names[0]} hasn't been downloaded to this device yet`
    : `These months haven't been downloaded to this device yet: ${names.join(', ')}`;
}
