export { LoadingState } from './LoadingState';
export type { LoadingStateProps } from './LoadingState';
