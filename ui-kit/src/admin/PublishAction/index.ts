export { PublishAction, type PublishActionProps } from './PublishAction';
