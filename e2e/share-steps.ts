// Steps for Remind and Share summary: a trip where Meera owes Asha and Ravi, the system share sheet stubbed
// or taken away, and an axe check of what is on screen in both themes.
import { expect, type Page } from '@playwright/test';
import { openMenu } from './helpers';
import { addSplit, startTrip } from './onetime-steps';
import { axeFindings } from './support/axe';

/** What the stubbed share sheet was given: the text, and each file's name, type, first bytes and size. */
export interface Shared {
  text: string | null;
  files: { name: string; type: string; head: number[]; width: number; height: number }[];
}

declare global {
  interface Window {
    vyayShared?: Shared[];
  }
}

/**
 * A share sheet that records what it is given (window.vyayShared) instead of opening. `files`: whether it
 * takes files, as a phone's does (navigator.canShare({files})); a desktop's takes text only.
 */
export async function stubShareSheet(page: Page, { files }: { files: boolean }): Promise<void> {
  await page.addInitScript((takesFiles) => {
    const shared: Shared[] = [];
    window.vyayShared = shared;
    const picture = async (file: File) => {
      const bitmap = await createImageBitmap(file);
      return { width: bitmap.width, height: bitmap.height };
    };
    Navigator.prototype.share = async (data?: ShareData) => {
      const given = await Promise.all(
        (data?.files ?? []).map(async (file) => ({
          name: file.name,
          type: file.type,
          head: Array.from(new Uint8Array(await file.slice(0, 8).arrayBuffer())),
          ...(await picture(file)),
        })),
      );
      shared.push({ text: data?.text ?? null, files: given });
    };
    Navigator.prototype.canShare = (data?: ShareData) => takesFiles || !data?.files?.length;
  }, files);
}

/** A browser with no share sheet at all, as most desktops. */
export async function removeShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const proto = Navigator.prototype as Partial<Navigator>;
    delete proto.share;
    delete proto.canShare;
  });
}

export const sharedSoFar = (page: Page): Promise<Shared[]> => page.evaluate(() => window.vyayShared ?? []);

/** The first bytes of every PNG file. */
export const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/**
 * Asha, with her UPI ID, on the home of 'Goa trip' with Ravi and Meera. Asha paid ₹300 for all three and
 * Ravi ₹300 for Meera alone: Meera owes Asha ₹200 and Ravi ₹200.
 */
export async function tripMeeraOwes(page: Page): Promise<void> {
  await startTrip(page);
  await page.goto('/ledger/members');
  const asha = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Asha', exact: true });
  await asha.getByRole('textbox', { name: 'UPI ID' }).fill('asha@okaxis');
  await asha.getByRole('button', { name: 'Save UPI ID' }).click();
  await expect(page.getByText('UPI ID saved for Asha').last()).toBeVisible();
  await page.goto('/');
  await addSplit(page, { description: 'Villa', amount: '300' });
  await addSplit(page, {
    description: 'Scooter',
    amount: '300',
    paidBy: 'Ravi',
    method: 'Custom',
    values: { Meera: '300' },
  });
  // Home scrolls to the entry just saved: the tests start from the top, as a person opening the trip does.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

export const MEERA_REMINDER =
  'Hi Meera, for Goa trip you owe me ₹200. Pay by UPI: ' +
  'upi://pay?pa=asha%40okaxis&pn=Asha&am=200.00&cu=INR&tn=Goa%20trip%3A%20Meera%20to%20Asha';

/** 'Goa trip' of tripMeeraOwes as Share summary writes it; both expenses are dated today. */
export function goaTripSummary(): string {
  const today = new Date();
  const month = today.toLocaleString('en', { month: 'short' });
  return [
    'Goa trip',
    `${today.getDate()} ${month} ${today.getFullYear()}`,
    'Total Expenses: ₹600',
    '',
    'Spent and paid:',
    'Asha: spent ₹100, paid ₹300',
    'Meera: spent ₹400, paid ₹0',
    'Ravi: spent ₹100, paid ₹300',
    '',
    'Who pays whom:',
    'Meera pays Asha ₹200',
    'Meera pays Ravi ₹200',
  ].join('\n');
}

async function chooseTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  if ((await page.locator('html').getAttribute('data-theme')) === theme) return;
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/**
 * axe's serious and critical findings (WCAG 2.1 A and AA) in `within`, in both themes: `open` shows it, and
 * `close` puts it away again (the menu, where the theme is, cannot be reached past a modal dialog).
 */
export async function axeInBothThemes(
  page: Page,
  within: string,
  { open, close }: { open: () => Promise<void>; close: () => Promise<void> },
): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await chooseTheme(page, theme);
    await open();
    found.push(...(await axeFindings(page, theme, { within })));
    await close();
  }
  return found;
}
