// Work the first screen does not need runs when the browser is first idle (at most two seconds on), or
// shortly after where idle callbacks are missing (Safari).
export function whenIdle(run: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => run(), { timeout: 2000 });
  else window.setTimeout(run, 200);
}
