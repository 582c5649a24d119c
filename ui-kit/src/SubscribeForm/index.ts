export {
  SubscribeForm,
  SUBSCRIBE_EMAIL_ERROR,
  SUBSCRIBE_FAILED,
  SUBSCRIBED_TITLE,
} from './SubscribeForm';
export type { SubscribeFormProps, SubscribeFormValues } from './SubscribeForm';
