// Payer choices from the live member list, shared by the monthly screens.
import { useMemo } from 'react';
import { COMMON_PAYER } from '../../domain/types';
import { useMembers } from '../../store/ledger-store';
import type { SelectOption } from '../../ui/select-field';

/** 'common' first, then every member by display name (SPEC §6's Paid By selector). */
export function usePayerOptions(): SelectOption[] {
  const members = useMembers();
  return useMemo(
    () => [
      { value: COMMON_PAYER, label: 'common' },
      ...[...members]
        .sort((a, b) => a.displayName.localeCompare(b.displayName))
        .map((m) => ({ value: m.userId, label: m.displayName })),
    ],
    [members],
  );
}
