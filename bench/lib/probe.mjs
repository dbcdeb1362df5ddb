/* global window, document, performance, PerformanceObserver, MutationObserver, clearTimeout */
// In-page instruments, installed before any app script runs (page.addInitScript). Timings are taken
// inside the page with performance.now(), so Playwright's round-trips never count.

export function installProbe() {
  // Resolves with the mark's startTime: milliseconds from navigation start to the first summary with data.
  window.__vyayReady = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const mark = list.getEntriesByName('vyay:summary-ready')[0];
      if (mark) resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });

  // The same for Insights: from navigation start until its figures are on screen.
  window.__vyayInsightsReady = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const mark = list.getEntriesByName('vyay:insights-ready')[0];
      if (mark) resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });

  const text = (selector) => document.querySelector(selector)?.textContent?.trim() ?? null;
  const predicates = {
    /** Monthly home, loaded, with this many transactions in the month (the Transactions count). */
    monthlyHome: (count) =>
      document.querySelector('.monthly-home:not([aria-busy])') !== null &&
      text('.monthly-home .accordion-count') === String(count),
    /** One-time summary with every member and expense of the ledger in it. */
    onetimeHome: ({ members, expenses }) =>
      (text('.onetime-total-meta') ?? '').startsWith(`${members} members · ${expenses} expenses`),
    /** One-time home with its whole Transactions list rendered (no longer busy), this many cards. */
    onetimeList: (count) =>
      document.querySelectorAll('[role="list"][aria-label="Transactions"]:not([aria-busy]) > [role="listitem"]')
        .length === count,
    /** The month-wise page showing the chosen month's count. */
    monthWise: (label) => text('.month-count') === label,
    /** The Transactions list shows exactly this many cards (filtered-out cards are hidden, not removed). */
    listCount: (count) =>
      document.querySelectorAll('[role="list"][aria-label="Transactions"] > [role="listitem"]:not([hidden])').length ===
      count,
  };

  /**
   * Times one interaction: from the first `eventType` event anywhere in the page (captured before the
   * app sees it) until the DOM first satisfies the named predicate. MutationObserver callbacks run right
   * after each DOM change, so the end is the commit that shows the result, not a polling tick.
   */
  window.__vyayArm = (eventType, predicate, arg, timeoutMs = 30_000) => {
    window.__vyayTiming = new Promise((resolve, reject) => {
      let start = null;
      const check = predicates[predicate];
      const onEvent = () => {
        if (start === null) start = performance.now();
      };
      const done = (value, error) => {
        observer.disconnect();
        window.removeEventListener(eventType, onEvent, true);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(value);
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
}
