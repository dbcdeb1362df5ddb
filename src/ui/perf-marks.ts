// Performance marks the benchmark reads (bench/): each is a one-off signal per page load, not per visit.
const marked = new Set<string>();

/** `screen` keeps one mark per screen: the monthly and one-time homes each mark their first summary. */
export function markOnce(name: string, screen = ''): void {
  const key = `${name}|${screen}`;
  if (marked.has(key)) return;
  marked.add(key);
  performance.mark(name);
}
