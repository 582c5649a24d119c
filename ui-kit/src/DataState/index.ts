export { DataState, resolveDataState } from './DataState';
export type { DataStateOutcome, DataStateProps, DataStateRules, DataStateValue } from './DataState';
