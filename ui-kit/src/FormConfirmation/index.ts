export { FormConfirmation } from './FormConfirmation';
export type { FormConfirmationProps } from './FormConfirmation';
