export { LoadMore, type LoadMoreProps } from './LoadMore';
export { RecordTable, type RecordPage, type RecordTableProps } from './RecordTable';
export { TableScroll, type TableScrollProps } from './TableScroll';
