// Settle Up is built in transaction-documents; bench/seed-data.ts and emulator-tests still import it from here.
export { buildSettleUp, type SettleUpInput } from './transaction-documents';
