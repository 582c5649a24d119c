export { RecordField, recordFieldHelpId, type RecordFieldProps } from './RecordField';
