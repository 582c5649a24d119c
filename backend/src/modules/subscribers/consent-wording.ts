import { createHash } from 'node:crypto';

/** Who is asking: the company facts a wording names (from CompanyService). */
export interface ConsentCompany {
  name: string;
  email: string;
  phone: string;
}

/**
 * Every consent wording the site ever showed beside a subscribe form or the contact form's
 * newsletter box, by version. A version is never edited nor removed once released (the ledger's
 * entries name it): a new text is a new version, and CURRENT_CONSENT_VERSION moves to it. The
 * company's name and contact are filled in from the settings of the moment, and the ledger keeps
 * the filled text and its SHA-256, so the evidence is the very sentence the visitor read.
 */
export const CONSENT_WORDINGS: Readonly<Record<string, (company: ConsentCompany) => string>> = {
  '2026-11': ({ name, email, phone }) =>
    `${name} (${email}, ${phone}) will e-mail you its monthly newsletter: soil and crop advice, product news and field trial results. We send it only after you confirm your address, and you can unsubscribe at any time with the link in every e-mail.`,
};

/** The wording the site's forms show now. */
export const CURRENT_CONSENT_VERSION = '2026-11';

export const UNKNOWN_CONSENT_VERSION = 'Unknown consent wording version';

export interface ConsentWordingText {
  version: string;
  text: string;
  /** SHA-256 of `text`, hex. */
  hash: string;
}

export function isConsentVersion(version: string): boolean {
  return Object.hasOwn(CONSENT_WORDINGS, version);
}

/** The text of `version` with the company's facts, and its hash. */
export function consentWording(version: string, company: ConsentCompany): ConsentWordingText {
  const wording = CONSENT_WORDINGS[version];
  if (!wording || !isConsentVersion(version))
    throw new Error(`${UNKNOWN_CONSENT_VERSION}: ${version}`);
  const text = wording(company);
  return { version, text, hash: createHash('sha256').update(text, 'utf8').digest('hex') };
}
