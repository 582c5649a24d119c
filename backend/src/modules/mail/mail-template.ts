import { escapeMarkup } from '../../common/markup.js';
import { COMPANY } from '../company/index.js';

/**
 * The one layout every message uses: a plain-text part and an HTML part made from the same words.
 * The HTML is what the common clients (Gmail, Outlook, Apple Mail) render alike: one centred
 * table 600 px wide at most, inline styles only, system fonts, no remote images, no scripts.
 */
export interface MailParts {
  /** The line inbox lists show after the subject (hidden in the body). */
  preheader: string;
  heading: string;
  /** Plain text, one paragraph each; escaped in the HTML, line breaks kept. */
  paragraphs: string[];
  /** The one call to action: a bulletproof button in HTML, the bare address in text. */
  button?: { label: string; url: string };
  /** Small print: who sends, the mailing address, how to reach us, how to leave. */
  footer: string[];
  /** Links in the footer (unsubscribe, preferences), shown after its lines. */
  footerLinks?: { label: string; url: string }[];
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const GREEN = '#2f6b2f';

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#1f2a1f">${escapeMarkup(
    text,
  ).replace(/\n/g, '<br>')}</p>`;
}

function buttonHtml({ label, url }: { label: string; url: string }): string {
  const href = escapeMarkup(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${GREEN}"><a href="${href}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeMarkup(
    label,
  )}</a></td></tr></table><p style="margin:0 0 16px;${FONT};font-size:13px;line-height:20px;color:#555555">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:${GREEN};word-break:break-all">${href}</a></p>`;
}

export function renderMail(parts: MailParts): { html: string; text: string } {
  const links = parts.footerLinks ?? [];
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.button ? [`${parts.button.label}: ${parts.button.url}`, ''] : []),
    '--',
    ...parts.footer,
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
  ].join('\n');
  const footerHtml = [
    ...parts.footer.map((line) => escapeMarkup(line)),
    links
      .map(
        (link) =>
          `<a href="${escapeMarkup(link.url)}" style="color:${GREEN}">${escapeMarkup(link.label)}</a>`,
      )
      .join(' &middot; '),
  ]
    .filter(Boolean)
    .join('<br>');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeMarkup(
    parts.heading,
  )}</title></head>
<body style="margin:0;padding:0;background:#f3f5f0">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeMarkup(parts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f5f0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:4px solid ${GREEN};${FONT};font-size:14px;font-weight:bold;letter-spacing:1px;color:${GREEN};text-transform:uppercase">${escapeMarkup(COMPANY.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;${FONT};font-size:24px;line-height:30px;color:#1f2a1f">${escapeMarkup(parts.heading)}</h1>
${parts.paragraphs.map(paragraphHtml).join('\n')}
${parts.button ? buttonHtml(parts.button) : ''}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e3e8df;${FONT};font-size:12px;line-height:18px;color:#5b665b">${footerHtml}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { html, text };
}
