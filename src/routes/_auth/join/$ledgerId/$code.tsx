import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../../../../features/invites/join-page';

// Signed out, the _auth guard sends the person to sign in and back here (login's redirect).
export const Route = createFileRoute('/_auth/join/$ledgerId/$code')({
  component: Join,
});

function Join() {
  const { ledgerId, code } = Route.useParams();
  return <JoinPage key={`${ledgerId}/${code}`} ledgerId={ledgerId} code={code} />;
}
