// Steps shared by the entry forms' specs.
import { expect, type Page } from '@playwright/test';

/** Opens "More details" (tags, date, payment mode, comments) unless it is open already. */
export async function showMoreDetails(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'More details' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
