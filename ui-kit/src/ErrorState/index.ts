export { ErrorState, errorMessage } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
