export {
  PublishAction,
  PublishDialog,
  type PublishActionProps,
  type PublishDialogProps,
} from './PublishAction';
