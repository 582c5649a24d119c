import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses an option of an antd Select (the field labelled `label` in `scope`: the page, or a
 * dialog). antd's role="option" list is for screen readers only, so the visible item is clicked
 * (a dropdown opened before, in a dialog since closed, may still be in the page, hidden); a click
 * that lands while the dropdown is still opening, or finds it closed again (a busy machine can
 * take long enough between opening and clicking for the list to lose focus), is retried until
 * the choice shows in the field.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label });
  // The Select around it (in antd 6 a Select without search is the combobox itself).
  const field = combobox.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  for (let attempt = 0; attempt < 3; attempt++) {
    await combobox.click();
    const item = page.locator(`.ant-select-item-option[title="${option}"]:visible`);
    await item.waitFor({ state: 'visible' });
    const clicked = await item.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) continue;
    const chosen = field.locator(`.ant-select-content[title="${option}"], [title="${option}"]`);
    if (await chosen.first().isVisible()) return;
  }
  throw new Error(`Could not choose "${option}" in "${label}"`);
}

/**
 * Waits for a form's confirmation after success (ui-kit FormConfirmation): its title and text,
 * kept on the page, with the focus on it.
 */
export async function expectFormConfirmation(page: Page, title: string, text: string) {
  const confirmation = page.locator('.pe-form-confirmation');
  await confirmation.getByText(title, { exact: true }).waitFor();
  await confirmation.getByText(text, { exact: true }).waitFor();
  await expect
    .poll(() => confirmation.evaluate((element) => element === document.activeElement))
    .toBe(true);
}
