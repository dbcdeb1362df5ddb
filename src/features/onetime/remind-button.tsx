// Remind, on a debt owed to the signed-in person: sends the debtor a reminder of that debt alone through the
// system share sheet; where there is none (most desktops), a dialog offers Copy and Open WhatsApp instead.
import { lazy, Suspense, useState } from 'react';

// The fallback dialog loads only where the share sheet is missing or fails, on the first Remind.
const RemindDialog = lazy(() => import('./remind-dialog').then((m) => ({ default: m.RemindDialog })));

export function RemindButton({ debtor, text }: { debtor: string; text: string }) {
  const [fallback, setFallback] = useState(false);

  async function remind() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('The share sheet failed; offering Copy and WhatsApp instead', error);
      }
    }
    setFallback(true);
  }

  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => void remind()}>
        Remind
      </button>
      {fallback ? (
        <Suspense fallback={null}>
          <RemindDialog debtor={debtor} text={text} onClose={() => setFallback(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
