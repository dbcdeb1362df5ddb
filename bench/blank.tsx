// The floor for the cold-start budget: the least a React page can do, served and cached like the app.
// Its button is the interactions' reference: a click that reads REFERENCE_CARDS entries from this
// page's own IndexedDB store and renders one new element from them, a block of card-like entries (each
// an article with a heading, an amount and a line of text, as a transaction card has). It is timed in the
// same browser run as the app's interactions, which also read IndexedDB (in the browser process) and
// render, so a busy machine slows both alike. A single bare element took 0.2-0.4 ms, at the page timer's
// 0.1 ms resolution, and did not slow with the machine's load; the store read follows it as the app does.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const REFERENCE_CARDS = 100;
const DB_NAME = 'vyay-bench-reference';
const STORE = 'entries';

interface Entry {
  id: number;
  description: string;
  amount: number;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Opened (and filled) on the first click only, so the floor's cold start never touches IndexedDB. */
/** The page's store, opened once. */
const store: { opened: Promise<IDBDatabase> | null } = { opened: null };

async function openStore(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id' });
  const db = await request(open);
  const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
  if ((await request(store.count())) < REFERENCE_CARDS) {
    const fill = db.transaction(STORE, 'readwrite');
    for (let i = 0; i < REFERENCE_CARDS; i++)
      fill.objectStore(STORE).put({ id: i, description: `Entry ${i + 1}`, amount: ((i * 104729) % 100000) / 100 });
    await new Promise<void>((resolve, reject) => {
      fill.oncomplete = () => resolve();
      fill.onerror = () => reject(fill.error);
    });
  }
  return db;
}

async function readEntries(): Promise<Entry[]> {
  const db = await (store.opened ??= openStore());
  return request(db.transaction(STORE).objectStore(STORE).getAll() as IDBRequest<Entry[]>);
}

function Block({ round, entries }: { round: number; entries: Entry[] }) {
  return (
    <section className="blank-block" data-round={round}>
      {entries.map((e) => (
        <article key={e.id} aria-label={`${e.description}, round ${round}`}>
          <h3>{e.description}</h3>
          <span>₹{e.amount}</span>
          <p>
            Reference line {e.id + 1} of round {round}
          </p>
        </article>
      ))}
    </section>
  );
}

function Blank() {
  const [block, setBlock] = useState<{ round: number; entries: Entry[] } | null>(null);
  // The same mark the app sets when its home summary first shows data.
  useEffect(() => {
    performance.mark('vyay:summary-ready');
  }, []);
  return (
    <main>
      <h1>Blank</h1>
      <button
        type="button"
        onClick={() => void readEntries().then((entries) => setBlock((b) => ({ round: (b?.round ?? 0) + 1, entries })))}
      >
        Render block
      </button>
      <div className="blank-lines">{block ? <Block key={block.round} {...block} /> : null}</div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Blank />
  </StrictMode>,
);
