// The cloud specs' reload policy. A test that is not about loading makes no reload of its own. Whatever the
// test, it may recover once from the Firestore emulator's known fault (the SDK stops on a malformed write
// answer, assertion c050: README, Emulators), and says so in a 'firestore-emulator' annotation: either by
// pressing the app's Reload where a screen waits for the server (expectScreen), or, when the fault struck
// mid-step, by CI's one retry. A second stop fails the test, and so does a retry after any other failure.
// Reloads the test did not declare fail it at teardown (e2e/cloud/fixtures.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page, type TestInfo } from '@playwright/test';

const RELOADS = 'reloads';

/**
 * How a test about loading opts in, first thing in its body: how many reloads it makes itself and why,
 * e.g. `aboutLoading(2, 'everything kept over a reload')`. It shows in the report as a 'reloads' annotation.
 */
export function aboutLoading(count: number, why: string): void {
  test.info().annotations.push({ type: RELOADS, description: `${count}: ${why}` });
}

declare global {
  interface Window {
    __e2eLoaded?: (type: string) => void;
  }
}

/** Counts every page load of one test that is a reload (by the test, the person or the app itself). */
export class ReloadBudget {
  private reloads = 0;
  private readonly recoveries: string[] = [];

  constructor(private readonly testInfo: TestInfo) {}

  /** Counts `page`'s reloads from its next load on; call before its first `goto`. */
  async watch(page: Page): Promise<void> {
    await page.exposeBinding('__e2eLoaded', (_source, type: string) => {
      if (type === 'reload') this.reloads += 1;
    });
    await page.addInitScript(() => {
      const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      window.__e2eLoaded?.(load?.type ?? 'navigate');
    });
  }

  /**
   * Presses the app's Reload after the Firestore client stopped (`what` says on which screen), as a person
   * would. Allowed once per test: a client that stops twice in one test is a failure, not bad luck.
   */
  async recover(page: Page, what: string): Promise<void> {
    if (this.recoveries.length > 0)
      throw new Error(
        `The Firestore client stopped again (${what}) after this test's one recovery reload (${this.recoveries[0]}).`,
      );
    this.recoveries.push(what);
    this.testInfo.annotations.push({ type: 'firestore-emulator', description: `${what}: pressed Reload, once` });
    await page.getByRole('button', { name: 'Reload' }).click();
  }

  /** Reloads this test declared with `aboutLoading`; 0 when it is not about loading. */
  private declared(): number {
    return this.testInfo.annotations
      .filter((a) => a.type === RELOADS)
      .reduce((sum, a) => sum + Number.parseInt(a.description ?? '0', 10), 0);
  }

  /**
   * A retry is the test's recovery, allowed once and only when the attempt before it failed on the fault.
   * In a serial group the retry runs the whole group again: a test that passed before, or never ran (its
   * group stopped at an earlier test's failure), is simply running again, and recovers nothing.
   */
  startAttempt(): void {
    if (this.testInfo.retry === 0) return;
    const before = readAttempt(this.testInfo);
    if (!before?.failed) return;
    if (!before.fault)
      throw new Error(
        `Attempt ${this.testInfo.retry} failed without the emulator's known fault: a retry is for that fault only.`,
      );
    if (before.recoveries > 0)
      throw new Error(`Attempt ${this.testInfo.retry} had already recovered once (${before.recoveries} reload).`);
    this.recoveries.push(`retry after attempt ${this.testInfo.retry}`);
    this.testInfo.annotations.push({ type: 'firestore-emulator', description: 'retried once after the fault' });
  }

  /** What the next attempt (a retry) needs to know about this one; `failed` also counts a failed check(). */
  endAttempt(failed: boolean): void {
    const fault = this.testInfo.annotations.some(
      (a) => a.type === 'firestore-emulator' && a.description?.startsWith('SDK stopped'),
    );
    writeAttempt(this.testInfo, { failed, fault, recoveries: this.recoveries.length });
  }

  /** Throws when the test's pages reloaded more often than it declared, besides the one recovery. */
  check(): void {
    const unplanned = this.reloads - this.recoveries.length - this.declared();
    if (unplanned > 0)
      throw new Error(
        `${this.reloads} reload(s) in this test: ${this.recoveries.length} to recover from the emulator's fault, ` +
          `${this.declared()} declared with aboutLoading(), ${unplanned} neither. A test that reloads must be about ` +
          'loading and say how often; anything else reloading the page is a defect.',
      );
  }
}

interface Attempt {
  failed: boolean;
  /** The SDK stopped on the emulator's malformed answer in this attempt. */
  fault: boolean;
  recoveries: number;
}

// A failed test's worker process ends, so what a retry needs is kept in the run's output folder.
const attemptFile = (testInfo: TestInfo) =>
  join(testInfo.project.outputDir, '.reload-budgets', `${testInfo.testId}.json`);

function readAttempt(testInfo: TestInfo): Attempt | null {
  try {
    return JSON.parse(readFileSync(attemptFile(testInfo), 'utf8')) as Attempt;
  } catch {
    return null;
  }
}

function writeAttempt(testInfo: TestInfo, attempt: Attempt): void {
  mkdirSync(join(testInfo.project.outputDir, '.reload-budgets'), { recursive: true });
  writeFileSync(attemptFile(testInfo), JSON.stringify(attempt));
}

const budgets = new Map<string, ReloadBudget>();
const key = (testInfo: TestInfo) => `${testInfo.testId}#${testInfo.retry}#${testInfo.repeatEachIndex}`;

export function openBudget(testInfo: TestInfo): ReloadBudget {
  const budget = new ReloadBudget(testInfo);
  budgets.set(key(testInfo), budget);
  return budget;
}

export function closeBudget(testInfo: TestInfo): void {
  budgets.delete(key(testInfo));
}

/** The running test's budget; there is none unless the spec takes `test` from e2e/cloud/fixtures.ts. */
export function reloadBudget(testInfo: TestInfo): ReloadBudget {
  const budget = budgets.get(key(testInfo));
  if (!budget) throw new Error('Cloud specs take `test` from e2e/cloud/fixtures.ts, which counts their reloads.');
  return budget;
}
