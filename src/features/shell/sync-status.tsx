// Always-visible sync state, announced politely to screen readers (online/offline, unsent changes).
import { useOfflineUseOnly } from '../../store/app-store';
import { useMode } from '../../store/session-store';
import { useOnline, usePendingWrites } from '../../store/sync-status';

function syncLabel({
  device,
  online,
  offlineOnly,
  pending,
}: {
  device: boolean;
  online: boolean;
  offlineOnly: boolean;
  pending: number;
}): string {
  const connection = online ? 'Online' : 'Offline';
  // Device mode never talks to a server: being online changes nothing there, so only going offline is
  // worth saying (everything still works).
  if (device) return online ? 'Saved on this device' : 'Offline · Saved on this device';
  const unsent =
    pending === 0 ? 'All changes synced' : `${pending} ${pending === 1 ? 'change' : 'changes'} not yet synced`;
  if (offlineOnly) return `Offline use only · ${pending === 0 ? 'Saved on this device' : unsent}`;
  return `${connection} · ${unsent}`;
}

export function SyncStatus() {
  const device = useMode() === 'device';
  const online = useOnline();
  const offlineOnly = useOfflineUseOnly();
  const pending = usePendingWrites();
  const state = !online || offlineOnly ? 'offline' : pending > 0 ? 'pending' : 'ok';
  return (
    <div className={`sync-status sync-${state}`} role="status" aria-live="polite">
      <span className="sync-dot" aria-hidden="true" />
      {syncLabel({ device, online, offlineOnly: offlineOnly && !device, pending })}
    </div>
  );
}
