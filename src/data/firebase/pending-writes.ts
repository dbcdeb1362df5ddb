// Counts writes that are applied locally but not yet acknowledged by the server, for the sync indicator.

type Listener = (count: number) => void;

export class PendingWrites {
  private count = 0;
  private readonly listeners = new Set<Listener>();

  started(): void {
    this.set(this.count + 1);
  }

  finished(): void {
    this.set(Math.max(0, this.count - 1));
  }

  get value(): number {
    return this.count;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.count);
    return () => this.listeners.delete(listener);
  }

  private set(count: number): void {
    this.count = count;
    for (const listener of [...this.listeners]) listener(count);
  }
}
