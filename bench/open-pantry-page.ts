import type { Browser, Page } from '@playwright/test';

/** Our page in a new tab, four ingredients added as a visitor would, everything loaded. */
export async function openPantryPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  const input = page.getByRole('textbox', { name: 'Add ingredient' });
  for (const ingredient of ['eggs', 'spinach', 'feta', 'onion']) {
    await input.fill(ingredient);
    await input.press('Enter');
  }
  await page.waitForLoadState('networkidle');
  return page;
}
