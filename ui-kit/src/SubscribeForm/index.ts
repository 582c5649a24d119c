export { SubscribeForm, SUBSCRIBE_EMAIL_ERROR, SUBSCRIBED_TITLE } from './SubscribeForm';
export type { SubscribeFormProps, SubscribeFormValues } from './SubscribeForm';
