// Bad backup files: each gets a message naming the problem, and nothing in storage changes.
import { expect, test } from '@playwright/test';
import { exportJson, importFile, storedPaths } from './backup-steps';
import { addSplit, startTrip } from './onetime-steps';

test('each bad file is refused with its message and leaves every document as it was', async ({ page }) => {
  test.setTimeout(60_000);
  await startTrip(page, { others: ['Ravi'] });
  await addSplit(page, { description: 'Milk', amount: '60' });
  await addSplit(page, { description: 'Bread', amount: '40' });
  const good = JSON.parse((await exportJson(page)).text);
  const before = await storedPaths(page);

  const withStringAmount = structuredClone(good);
  const milk = withStringAmount.transactions.findIndex((t: { description: string }) => t.description === 'Milk');
  withStringAmount.transactions[milk].amount = '60';
  const withoutName = structuredClone(good);
  delete withoutName.ledger.name;

  const cases: [string, string | Buffer, string][] = [
    ['broken.json', '{"format": "vyay-backup", ', 'This file is not valid JSON.'],
    ['other.json', JSON.stringify({ hello: 'world' }), 'This is not a Vyay backup.'],
    [
      'future.json',
      JSON.stringify({ ...good, version: 9 }),
      'This backup is version 9, which this version of Vyay cannot read.',
    ],
    ['amount.json', JSON.stringify(withStringAmount), `Transaction ${milk + 1} ("Milk"): amount must be a number.`],
    ['missing.json', JSON.stringify(withoutName), 'Ledger: name is missing.'],
    ['huge.json', Buffer.alloc(20 * 1024 * 1024 + 1, 32), 'The file is larger than 20 MB.'],
  ];
  for (const [name, content, message] of cases) {
    await importFile(page, name, content);
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);
  }
  expect(await storedPaths(page)).toEqual(before);
  await page.goto('/ledger/switch');
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Goa trip', exact: true })).toBeVisible();

  // The same screen still takes a good file afterwards.
  await importFile(page, 'good.json', JSON.stringify(good));
  await expect(page.getByText('Backup imported as Goa trip (2)').last()).toBeVisible();
});
