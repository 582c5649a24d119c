export { RecordField, type RecordFieldProps } from './RecordField';
