// Tells watchers which documents changed: at once in this tab, and through a BroadcastChannel in the others.

type Listener = (paths: string[]) => void;

export class ChangeFeed {
  private listeners = new Set<Listener>();
  private channel: BroadcastChannel | null;

  constructor(channelName: string) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
    if (this.channel) {
      this.channel.onmessage = (event: MessageEvent<string[]>) => this.deliver(event.data);
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Announce paths written by this connection; BroadcastChannel does not echo to its sender. */
  publish(paths: string[]): void {
    this.deliver(paths);
    this.channel?.postMessage(paths);
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
    this.listeners.clear();
  }

  private deliver(paths: string[]): void {
    for (const listener of [...this.listeners]) listener(paths);
  }
}
