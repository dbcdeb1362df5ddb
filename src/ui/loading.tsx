// SPEC §2's placeholder while something essential is still on its way.
export function Loading() {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      Loading ...
    </div>
  );
}
