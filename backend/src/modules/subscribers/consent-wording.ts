import { createHash } from 'node:crypto';
import { FARMOPS_WAITLIST, type WaitlistTopic } from './newsletter-topics.js';

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
  'farmops-waitlist-2026-11': ({ name, email, phone }) =>
    `${name} (${email}, ${phone}) will e-mail you about FarmOps Manager: when early access opens and when the app launches. Joining the waitlist does not subscribe you to our newsletter. We write only after you confirm your address, and you can leave the waitlist or unsubscribe at any time with the link in every e-mail.`,
};

/**
 * The waitlist each wording asks consent for; a wording not named here asks for the newsletter.
 * Confirming an address grants what its unconfirmed consents' wordings asked for, and leaving a
 * waitlist withdraws the consents of its wordings.
 */
export const WAITLIST_OF_WORDING: Readonly<Record<string, WaitlistTopic>> = {
  'farmops-waitlist-2026-11': FARMOPS_WAITLIST,
};

/** The newsletter's wording versions: those of no waitlist. */
export const NEWSLETTER_CONSENT_VERSIONS = Object.keys(CONSENT_WORDINGS).filter(
  (version) => !Object.hasOwn(WAITLIST_OF_WORDING, version),
);

/** The wording each waitlist's form shows now. */
export const CURRENT_WAITLIST_CONSENT_VERSION: Readonly<Record<WaitlistTopic, string>> = {
  [FARMOPS_WAITLIST]: 'farmops-waitlist-2026-11',
};

/** The wording the site's newsletter forms show now. */
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
