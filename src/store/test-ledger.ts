// For store tests: Asha's monthly ledger "home", arrived live as the active one, she its owner and admin.
import { ledger } from '../domain/test-builders';
import { dispatch } from './ledger-store';

export function openMonthlyLedger(now: number): void {
  dispatch({
    type: 'ledgersArrived',
    ledgers: [ledger({ id: 'home', type: 'monthly', owner: 'asha', admins: ['asha'], contributors: ['asha'] })],
    confirmed: true,
    lastUsedLedgerId: 'home',
    userId: 'asha',
    now,
  });
}
