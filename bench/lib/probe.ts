// In-page instruments, installed before any app script runs (page.addInitScript). Timings are taken
// inside the page with performance.now(), so Playwright's round-trips never count. `installProbe` is
// handed to the page as its source text, so it may use nothing from outside its own body.

/** A card of the Transactions list, as the search predicates match it. */
export interface CardRef {
  id: string | null;
  description: string | null;
}

/** What the Search predicates need: the matches and the month's newest entry, by id and by description. */
export interface SearchArgs {
  ids: string[];
  descriptions: string[];
  first: CardRef;
  newest: CardRef;
}

/** Each predicate the probe can wait for, with its argument. */
export interface PredicateArgs {
  monthlyHome: number;
  onetimeHome: { members: number; expenses: number };
  monthWise: string;
  searchFiltered: SearchArgs;
  searchCleared: SearchArgs;
  blankBlock: number;
  toast: string;
}
export type PredicateName = keyof PredicateArgs;

export interface TripArgs {
  members: number;
  expenses: number;
  last: string;
}

/** One interaction to time: from the first `eventType` event until `predicate(arg)` holds. */
export type Armed = {
  [K in PredicateName]: { eventType: string; predicate: K; arg: PredicateArgs[K]; timeoutMs: number };
}[PredicateName];

/** The page's window with the probe installed. */
export interface ProbeWindow extends Window {
  __vyayReady: Promise<number>;
  __vyayInsightsReady: Promise<number>;
  __vyayCheck: <K extends PredicateName>(name: K, arg: PredicateArgs[K]) => boolean;
  __vyayArm: (armed: Armed) => true;
  __vyayTiming: Promise<number>;
  __vyayArmTrip: (arg: TripArgs, timeoutMs?: number) => true;
  __vyayTrip: Promise<{ summary: number; end: number }>;
  __vyayArmDownload: (timeoutMs?: number) => true;
  __vyayDownload: Promise<number>;
}

export function installProbe(): void {
  const w = window as unknown as ProbeWindow;
  // Resolves with the mark's startTime: milliseconds from navigation start to the first summary with data.
  w.__vyayReady = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const mark = list.getEntriesByName('vyay:summary-ready')[0];
      if (mark) resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });

  // The same for Insights: from navigation start until its figures are on screen.
  w.__vyayInsightsReady = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const mark = list.getEntriesByName('vyay:insights-ready')[0];
      if (mark) resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });

  const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;

  /**
   * The Transactions list's cards that are rendered and not hidden, as ids (`data-tx-id`, or the windowed
   * list's `data-key`) or else descriptions: its list items, or, for a list without them, its cards.
   */
  const shownCards = (): CardRef[] => {
    const list = document.querySelector('[role="list"][aria-label="Transactions"]');
    if (!list) return [];
    const items = list.querySelectorAll('[role="listitem"]');
    const cards = items.length ? [...items] : [...list.querySelectorAll('article[aria-label]')];
    return cards
      .filter((item) => !item.closest('[hidden]'))
      .map((item) => ({
        id:
          (item as HTMLElement).dataset.txId ??
          (item as HTMLElement).dataset.key ??
          item.querySelector<HTMLElement>('[data-tx-id]')?.dataset.txId ??
          null,
        description:
          (item.matches('article[aria-label]') ? item : item.querySelector('article[aria-label]'))?.getAttribute(
            'aria-label',
          ) ?? null,
      }));
  };
  const inSet = (card: CardRef, ids: Set<string>, descriptions: Set<string | null>) =>
    card.id !== null ? ids.has(card.id) : descriptions.has(card.description);

  /** Whether the element is on screen: rendered, and inside the viewport and every clipping ancestor. */
  const onScreen = (el: Element | null) => {
    if (!el || (el.checkVisibility && !el.checkVisibility())) return false;
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) return false;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowY === 'visible') continue;
      const box = a.getBoundingClientRect();
      if (r.bottom <= box.top || r.top >= box.bottom) return false;
    }
    return true;
  };

  const predicates: { [K in PredicateName]: (arg: PredicateArgs[K]) => boolean } = {
    /** Monthly home, loaded, with this many transactions in the month (the Transactions count). */
    monthlyHome: (count) =>
      document.querySelector('.monthly-home:not([aria-busy])') !== null &&
      text('.monthly-home .accordion-count') === String(count),
    /** One-time summary with every member and expense of the ledger in it. */
    onetimeHome: ({ members, expenses }) =>
      (text('.onetime-total-meta') ?? '').startsWith(`${members} members · ${expenses} expenses`),
    /** The month-wise page showing the chosen month's count. */
    monthWise: (label) => text('.month-count') === label,
    /**
     * The Transactions list filtered: every card shown is a match, and the newest match is among them.
     * Holds for a list that hides the others and for one that renders only a window of its cards.
     */
    searchFiltered: ({ ids, descriptions, first }) => {
      const idSet = new Set(ids);
      const descriptionSet = new Set(descriptions);
      const cards = shownCards();
      return (
        cards.length > 0 &&
        cards.every((c) => inSet(c, idSet, descriptionSet)) &&
        cards.some((c) => (c.id !== null ? c.id === first.id : c.description === first.description))
      );
    },
    /** The full list back: the month's newest entry is shown, and so is at least one card that is not a match. */
    searchCleared: ({ ids, descriptions, newest }) => {
      const idSet = new Set(ids);
      const descriptionSet = new Set(descriptions);
      const cards = shownCards();
      return (
        cards.some((c) => (c.id !== null ? c.id === newest.id : c.description === newest.description)) &&
        cards.some((c) => !inSet(c, idSet, descriptionSet))
      );
    },
    /** The blank reference page showing the block of this round, whole. */
    blankBlock: (round) => document.querySelector(`.blank-block[data-round="${round}"]`)?.childElementCount === 100,
    /** A toast containing this text. */
    toast: (words) => (document.querySelector('[data-sonner-toaster]')?.textContent ?? '').includes(words),
  };
  w.__vyayCheck = (name, arg) => predicates[name](arg);

  /**
   * Times one interaction: from the first `eventType` event anywhere in the page (captured before the
   * app sees it) until the DOM first satisfies the named predicate. MutationObserver callbacks run right
   * after each DOM change, so the end is the commit that shows the result, not a polling tick.
   */
  w.__vyayArm = ({ eventType, predicate, arg, timeoutMs }) => {
    w.__vyayTiming = new Promise((resolve, reject) => {
      let start: number | null = null;
      const check = predicates[predicate] as (a: typeof arg) => boolean;
      const onEvent = () => {
        if (start === null) start = performance.now();
      };
      const done = (value: number | null, error?: Error) => {
        // Where the timing ended, for a kept trace (BENCH_TRACE_DUMP) to be read against.
        performance.mark('bench:timed-end');
        observer.disconnect();
        window.removeEventListener(eventType, onEvent, true);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(value!);
      };
      const observer = new MutationObserver(() => {
        if (start !== null && check(arg)) done(performance.now() - start);
      });
      const timer = setTimeout(
        () => done(null, new Error(`timed out waiting for ${predicate}(${JSON.stringify(arg)})`)),
        timeoutMs,
      );
      window.addEventListener(eventType, onEvent, true);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    return true;
  };

  /**
   * The trip opened from Switch group: from the click, the time until its summary is ready, and the time
   * until its oldest expense (the last card) is on screen, scrolling the list to its end from the moment
   * the summary shows, as a person would. Every animation frame and every DOM change scrolls the page and
   * each scrollable box around the list to the bottom, so this works whether the list renders every card
   * at once or only a window of them.
   */
  w.__vyayArmTrip = ({ members, expenses, last }, timeoutMs = 60_000) => {
    w.__vyayTrip = new Promise((resolve, reject) => {
      let start: number | null = null;
      let summary: number | null = null;
      let finished = false;
      const selector = `article[aria-label="${CSS.escape(last)}"]`;
      const scrollToEnd = () => {
        const list = document.querySelector('[role="list"][aria-label="Transactions"]');
        for (let el = list; el; el = el.parentElement) {
          const overflow = getComputedStyle(el).overflowY;
          if ((overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight)
            el.scrollTop = el.scrollHeight;
        }
        const page = document.scrollingElement;
        if (page) page.scrollTop = page.scrollHeight;
      };
      const finish = (value: { summary: number; end: number } | null, error?: Error) => {
        finished = true;
        observer.disconnect();
        window.removeEventListener('click', onClick, true);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(value!);
      };
      const step = () => {
        if (finished || summary === null) return;
        scrollToEnd();
        if (onScreen(document.querySelector(selector))) finish({ summary, end: performance.now() - start! });
      };
      const frame = () => {
        step();
        if (!finished) requestAnimationFrame(frame);
      };
      const onClick = () => {
        if (start === null) start = performance.now();
      };
      const observer = new MutationObserver(() => {
        if (start === null) return;
        if (summary === null) {
          if (!predicates.onetimeHome({ members, expenses })) return;
          summary = performance.now() - start;
          requestAnimationFrame(frame);
        }
        step();
      });
      const timer = setTimeout(
        () => finish(null, new Error(`the trip's last card "${last}" was not on screen within ${timeoutMs} ms`)),
        timeoutMs,
      );
      window.addEventListener('click', onClick, true);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    return true;
  };

  /**
   * From the first click on a button until the app clicks the <a download> it makes for the file:
   * the export's whole work, up to the moment the browser is handed the file.
   */
  w.__vyayArmDownload = (timeoutMs = 300_000) => {
    w.__vyayDownload = new Promise((resolve, reject) => {
      let start: number | null = null;
      const onClick = (event: MouseEvent) => {
        const link = (event.target as Element | null)?.closest?.('a[download]');
        if (!link) {
          if (start === null) start = performance.now();
          return;
        }
        if (start === null) return;
        window.removeEventListener('click', onClick, true);
        clearTimeout(timer);
        resolve(performance.now() - start);
      };
      const timer = setTimeout(() => reject(new Error(`no download within ${timeoutMs} ms`)), timeoutMs);
      window.addEventListener('click', onClick, true);
    });
    return true;
  };
}
