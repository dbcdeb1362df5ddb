// Test support, never loaded by the app: Web Locks for the pages of one test (Node 20 has no Web Locks
// API). Pages made with page() share the names held; close() lets go of a page's own, as a closed tab does.
import type { WriteLocks } from './outbox';

/** A name is held by one page at a time, until it lets go or closes. */
export class PageLocks implements WriteLocks {
  private readonly mine = new Set<string>();

  constructor(private readonly held = new Set<string>()) {}

  /** Another page of the same origin. */
  page(): PageLocks {
    return new PageLocks(this.held);
  }

  hold(name: string, until: Promise<unknown>): void {
    this.held.add(name);
    this.mine.add(name);
    void until.finally(() => this.release(name));
  }

  async ifFree(name: string, then: () => Promise<void>): Promise<void> {
    if (this.held.has(name)) return;
    this.held.add(name);
    try {
      await then();
    } finally {
      this.held.delete(name);
    }
  }

  /** The page is closed: the browser lets go of its locks. */
  close(): void {
    for (const name of this.mine) this.release(name);
  }

  private release(name: string): void {
    this.held.delete(name);
    this.mine.delete(name);
  }
}
