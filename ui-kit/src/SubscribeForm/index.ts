export { SubscribeForm, SUBSCRIBE_EMAIL_ERROR } from './SubscribeForm';
export type { SubscribeFormProps, SubscribeFormValues } from './SubscribeForm';
