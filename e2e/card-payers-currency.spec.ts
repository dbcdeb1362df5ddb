// A transaction card names every payer with what each paid, shows an expense paid in another currency
// beside its converted amount, and prints amounts in the ledger's currency. The entries are seeded by
// restoring an edited backup (version 2 carries payers and currencies), as no form writes them yet.
import { expect, test, type Page } from '@playwright/test';
import { exportJson, importFile } from './backup-steps';
import { card, toast } from './monthly-steps';
import { addSplit, startTrip } from './onetime-steps';

interface BackupTx {
  description: string;
  amount: number;
  from: string;
  payers?: { userId: string; amount: number }[];
  originalAmount?: number;
  originalCurrency?: string;
  exchangeRate?: number;
  splitInfo?: { method: string; details: { userId: string; amount: number; split: number }[] };
}

interface BackupFile {
  version: number;
  ledger: { name: string; currency?: string };
  members: { userId: string; displayName: string }[];
  transactions: BackupTx[];
}

/** A trip of Asha, Ravi and Meera with a dinner and a museum visit, exported as its backup. */
async function tripBackup(page: Page): Promise<BackupFile> {
  await startTrip(page);
  await addSplit(page, { description: 'Dinner', amount: '1000' });
  await addSplit(page, { description: 'Museum', amount: '3605', paidBy: 'Ravi' });
  const backup = JSON.parse((await exportJson(page)).text) as BackupFile;
  expect(backup.version).toBe(3);
  return backup;
}

/** Dinner paid by Asha and Ravi; the museum paid by Ravi in euros (€40 at 90.125 is exactly 3,605). */
function withPayersAndEuros(backup: BackupFile, name: string, currency?: string): BackupFile {
  const id = (displayName: string) => backup.members.find((m) => m.displayName === displayName)!.userId;
  const transactions = backup.transactions.map((t) => {
    if (t.description === 'Dinner')
      return {
        ...t,
        from: id('Asha'),
        payers: [
          { userId: id('Asha'), amount: 600 },
          { userId: id('Ravi'), amount: 400 },
        ],
      };
    if (t.description === 'Museum') return { ...t, originalAmount: 40, originalCurrency: 'EUR', exchangeRate: 90.125 };
    return t;
  });
  const ledger = currency ? { ...backup.ledger, name, currency } : { ...backup.ledger, name };
  return { ...backup, ledger, transactions };
}

async function restore(page: Page, backup: BackupFile): Promise<void> {
  const name = backup.ledger.name;
  await importFile(page, `${name}.json`, JSON.stringify(backup));
  await expect(toast(page, `Backup imported as ${name}`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  await page.goto('/');
}

test('cards name every payer and show what a foreign expense was paid as, in a rupee trip', async ({ page }) => {
  const backup = await tripBackup(page);
  // The single-payer card reads as it always has.
  await page.goto('/');
  await expect(card(page, 'Museum')).toContainText('Paid by Ravi');

  await restore(page, withPayersAndEuros(backup, 'Goa again'));
  const dinner = card(page, 'Dinner');
  await expect(dinner).toContainText('Paid by Asha ₹600 and Ravi ₹400');
  await expect(dinner.locator('.tx-amount')).toHaveText('1,000');

  const museum = card(page, 'Museum');
  await expect(museum.locator('.tx-amount')).toHaveText('3,605');
  await expect(museum).toContainText('€40.00 at 90.1250');
  await expect(museum).toContainText('Paid by Ravi');
  await expect(card(page, 'Dinner')).not.toContainText(' at ');
});

test('a ledger kept in euros shows its amounts in euros, payers and split lines too', async ({ page }) => {
  const backup = await tripBackup(page);
  const inEuros = withPayersAndEuros(backup, 'Paris trip', 'EUR');
  // In a euro ledger the museum was paid in pounds: £40 at 1.15 is €46.00, split equally three ways.
  const thirds = [15.334, 15.333, 15.333];
  inEuros.transactions = inEuros.transactions.map((t) =>
    t.description === 'Museum'
      ? {
          ...t,
          originalCurrency: 'GBP',
          exchangeRate: 1.15,
          amount: 46,
          splitInfo: {
            method: 'Equal',
            details: t.splitInfo!.details.map((line, i) => ({ ...line, amount: thirds[i]! })),
          },
        }
      : t,
  );
  await restore(page, inEuros);

  const dinner = card(page, 'Dinner');
  await expect(dinner.locator('.tx-amount')).toHaveText('€1,000.00');
  await expect(dinner).toContainText('Paid by Asha €600.00 and Ravi €400.00');
  await expect(dinner.getByRole('list', { name: 'Split of Dinner' })).toContainText('€');
  await expect(dinner).not.toContainText('₹');

  const museum = card(page, 'Museum');
  await expect(museum.locator('.tx-amount')).toHaveText('€46.00');
  await expect(museum).toContainText('£40.00 at 1.1500');
});
