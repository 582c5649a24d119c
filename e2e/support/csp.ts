import type { Page } from 'playwright-core';

/** The policy every server-rendered page is sent with: its loader's hash, then what it loads. */
export const PAGE_SCRIPT_POLICY = /script-src 'sha256-[^']+' 'strict-dynamic'/;

/** Every `securitypolicyviolation` event of the page, from before its first script runs. */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
}

/** A console message about the Content-Security-Policy. */
export const isCspMessage = (text: string) =>
  /Content Security Policy|Content-Security-Policy/i.test(text);
