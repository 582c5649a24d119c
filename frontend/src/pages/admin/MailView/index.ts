export { MailHeaderTable, MailParts } from './MailParts';
export type { MailHeader, MailPartsProps } from './MailParts';
