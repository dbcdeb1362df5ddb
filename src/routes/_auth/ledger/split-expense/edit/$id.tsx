import { createFileRoute } from '@tanstack/react-router';
import { EditSplitExpense } from '../../../../../features/onetime/edit-split-expense';
import { RequireRole } from '../../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/split-expense/edit/$id')({
  component: EditRoute,
});

function EditRoute() {
  const { id } = Route.useParams();
  return (
    <RequireRole ledgerType="onetime">
      <EditSplitExpense id={id} />
    </RequireRole>
  );
}
