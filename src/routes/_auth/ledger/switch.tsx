import { createFileRoute } from '@tanstack/react-router';
import { SwitchLedgers } from '../../../features/ledgers/switch-ledgers';

export const Route = createFileRoute('/_auth/ledger/switch')({
  component: SwitchLedgers,
});
