export { ContactInfoCard, telHref } from './ContactInfoCard';
export type { ContactInfoCardProps, ContactItem, ContactItemType } from './ContactInfoCard';
