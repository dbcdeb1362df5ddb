// The two ways to add someone: an account found by email, or a named temporary member.
import { toast } from '../../ui/toast';
import { MAX_NAME } from '../../domain/limits';
import {
  alreadyMemberMessage,
  noUserFoundMessage,
  reservedNameProblem,
  validateMemberEmail,
  validateTemporaryName,
} from '../../domain/validation';
import { activeLedger } from '../../store/active-ledger';
import { DuplicateMemberError, ReservedNameError, UnknownUserError } from '../../store/ledger-errors';
import { useMembers } from '../../store/ledger-store';
import { InlineAdd } from '../../ui/inline-add';
import { toastFailure } from '../../ui/error-message';
import {
  ERROR_ADDING_MEMBER,
  ERROR_ADDING_TEMPORARY_MEMBER,
  MEMBER_ADDED,
  TEMPORARY_MEMBER_ADDED,
  TEMPORARY_NAME_REQUIRED,
} from '../../domain/messages';

export function AddMemberForms() {
  const members = useMembers();

  async function byEmail(raw: string): Promise<boolean> {
    const problem = validateMemberEmail(raw);
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      const added = await (await activeLedger()).addMemberByEmail(raw.trim().toLowerCase());
      if (members.some((m) => m.userId === added.userId)) toast.info(`${added.displayName} is already a member.`);
      else toast.success(MEMBER_ADDED);
      return true;
    } catch (error) {
      if (error instanceof UnknownUserError) toast.error(noUserFoundMessage(raw));
      else {
        toastFailure(ERROR_ADDING_MEMBER, error);
      }
      return false;
    }
  }

  async function temporary(raw: string): Promise<boolean> {
    const problem = validateTemporaryName(raw, members);
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      await (await activeLedger()).addTemporaryMember(raw);
      toast.success(TEMPORARY_MEMBER_ADDED);
      return true;
    } catch (error) {
      // The store's own checks, for members this screen had not loaded yet.
      if (error instanceof DuplicateMemberError) toast.error(alreadyMemberMessage(error.message));
      else if (error instanceof ReservedNameError) toast.error(reservedNameProblem(raw) ?? TEMPORARY_NAME_REQUIRED);
      else {
        toastFailure(ERROR_ADDING_TEMPORARY_MEMBER, error);
      }
      return false;
    }
  }

  return (
    <div className="card stack">
      <InlineAdd label="Member email" button="Add member" type="email" onAdd={byEmail} />
      <InlineAdd
        label="Temporary member name"
        button="Add temporary member"
        type="text"
        maxLength={MAX_NAME}
        onAdd={temporary}
      />
    </div>
  );
}
