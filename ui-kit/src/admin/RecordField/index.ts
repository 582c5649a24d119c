export {
  RecordField,
  recordFieldHelpId,
  useRecordFieldAria,
  type RecordFieldAria,
  type RecordFieldProps,
} from './RecordField';
