// Steps for the activity log specs: the Activity screen, its entries by headline, and comments on cards.
import { expect, type Locator, type Page } from '@playwright/test';
import { openMenu } from './helpers';

/** Opens Activity from the sidebar, as a person does, and waits for the log to answer. */
export async function openActivity(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading ...' })).toHaveCount(0);
}

export function activityList(page: Page): Locator {
  return page.getByRole('list', { name: 'Activity' });
}

/** Every entry of the log as shown, newest first: each is named by its headline. */
export function logEntries(page: Page): Locator {
  return activityList(page).getByRole('listitem', { name: /./ });
}

/** The newest entry with this headline, e.g. 'Asha edited Dinner'. */
export function logEntry(page: Page, headline: string): Locator {
  return activityList(page).getByRole('listitem', { name: headline, exact: true }).first();
}

/** An entry's changes, one line each ("Amount 1,200 → 1,250"). */
export function changes(entry: Locator): Locator {
  return entry.getByRole('list', { name: 'Changes' }).getByRole('listitem');
}

export async function filterLog(page: Page, { person, kind }: { person?: string; kind?: string }): Promise<void> {
  if (person !== undefined) await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: person });
  if (kind !== undefined) await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind });
}

/** Leaves a comment on a listed transaction through its Comment button, and waits for it under the card. */
export async function comment(page: Page, description: string, text: string): Promise<void> {
  await page.getByRole('button', { name: `Comment on ${description}`, exact: true }).click();
  const form = page.getByRole('form', { name: `Comment on ${description}` });
  await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(text);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(commentsOn(page, description).getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

/** The comments shown under a transaction's card. */
export function commentsOn(page: Page, description: string): Locator {
  return page.getByRole('list', { name: `Comments on ${description}`, exact: true });
}

/** Deletes a listed transaction through its card's Delete and the confirmation. */
export async function deleteCard(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${description}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete transaction' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Transaction deleted' }).last()).toBeVisible();
  await expect(page.getByRole('article', { name: description, exact: true })).toHaveCount(0);
}
