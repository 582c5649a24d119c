export { MoveButtons, type MoveButtonsProps } from './MoveButtons';
export {
  RecordList,
  type RecordListMove,
  type RecordListProps,
  type RecordListRemove,
} from './RecordList';
