// Tells the ledger sync when the month turns (and the recurring keeper when the day does), so a monthly home
// left open across midnight at a month's end moves on to the new month without a reload. A timer covers an
// open page; `visibilitychange` covers a phone that slept through the turn (timers do not run while a page is
// frozen).
import { delayUntilCheck, delayUntilNextDay, sameDay, sameMonth } from '../domain/month-turn';

type Page = EventTarget | undefined;

/** Calls `onTurn` once each time `same` stops holding between the last time seen and now. */
function watchTurn(
  same: (a: number, b: number) => boolean,
  delay: (t: number) => number,
  onTurn: () => void,
  now: () => number,
  page: Page,
): () => void {
  let seen = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const t = now();
    if (!same(seen, t)) {
      seen = t;
      onTurn();
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      check();
      schedule();
    }, delay(now()));
  };
  const onVisible = () => {
    if ((page as Document | undefined)?.visibilityState !== 'hidden') check();
  };
  schedule();
  page?.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    page?.removeEventListener('visibilitychange', onVisible);
  };
}

export function watchMonthTurn(onTurn: () => void, now: () => number = Date.now, page: Page = globalThis.document) {
  return watchTurn(sameMonth, delayUntilCheck, onTurn, now, page);
}

/** The same for the local day: the recurring keeper posts what falls due on it (recurring-keeper.ts). */
export function watchDayTurn(onTurn: () => void, now: () => number = Date.now, page: Page = globalThis.document) {
  return watchTurn(sameDay, delayUntilNextDay, onTurn, now, page);
}
