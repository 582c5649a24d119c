export { ContactInfoCard } from './ContactInfoCard';
export type { ContactInfoCardProps, ContactItem, ContactItemType } from './ContactInfoCard';
