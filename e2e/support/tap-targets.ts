import type { Page } from 'playwright-core';

/** WCAG 2.5.5's target size, and Apple's and Google's guidance for touch: 44 × 44 CSS px. */
export const MIN_TAP_TARGET_PX = 44;

/**
 * Visible controls a finger must hit that are smaller than MIN_TAP_TARGET_PX either way, as
 * "tag "text" width×height". Controls are buttons, button-like links, form fields and tabs (a
 * tab's target is the whole tab around its label, a select's the whole select, a check box's
 * the label around it). Links inside
 * running text are left out, as WCAG allows, and so are controls placed where no scroll reaches.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = Array.from(
      document.querySelectorAll(
        'button, .pe-link-button, input:not([type="hidden"]), textarea, .ant-select, [role="tab"]',
      ),
    ) as HTMLElement[];
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('.ant-select') && !control.classList.contains('ant-select')) continue;
      // A box or a radio inside its label is hit anywhere on the label, which clicking toggles.
      const label = control.matches('input[type="checkbox"], input[type="radio"]')
        ? (control.closest('label') as HTMLElement | null)
        : null;
      const target = (control.closest('.ant-tabs-tab') as HTMLElement | null) ?? label ?? control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      // Placed before the document's start (a form's honeypot, off screen for robots only): no
      // scroll reaches it, so no finger does either.
      if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0) continue;
      if (box.width >= min && box.height >= min) continue;
      const text = (control.textContent || control.getAttribute('aria-label') || '').trim();
      small.push(
        `${control.tagName.toLowerCase()} "${text.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, MIN_TAP_TARGET_PX);
}
