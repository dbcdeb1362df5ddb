// Share summary on the trip home. The image's drawing and the sharing load on the first press
// (share-summary.ts), so the home screen carries none of it.
import { useState } from 'react';
import type { TripSummaryInput } from '../../domain/summary-texts';
import { toast } from '../../ui/toast';

export function ShareSummaryButton({ summary }: { summary: () => TripSummaryInput }) {
  const [making, setMaking] = useState(false);

  async function share() {
    setMaking(true);
    try {
      const { shareSummary } = await import('./share-summary');
      await shareSummary(summary());
    } catch (error) {
      console.error('Sharing the summary failed', error);
      toast.error('Could not make the summary. Check the connection and try again.');
    } finally {
      setMaking(false);
    }
  }

  return (
    <button type="button" className="btn btn-small share-summary" disabled={making} onClick={() => void share()}>
      Share summary
    </button>
  );
}
