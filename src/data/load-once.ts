// Code split off the first screen, loaded once and then handed out at once. `import()` of a module that is
// already loaded still answers a task later, and the browser may draw a frame before that task: on Save
// the two imports on the way to the write cost 5–10 ms (issue 34, part 5). A kept promise answers in a
// microtask.

/** `load`, called the first time only; a failed load (a chunk not fetched offline) is tried again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const kept: { promise: Promise<T> | null } = { promise: null };
  return () => {
    kept.promise ??= load().catch((error: unknown) => {
      kept.promise = null;
      throw error;
    });
    return kept.promise;
  };
}
