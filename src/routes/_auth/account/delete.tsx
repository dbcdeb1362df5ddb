import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '../../../features/account/delete-account-page';

export const Route = createFileRoute('/_auth/account/delete')({
  component: DeleteAccountPage,
});
