import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { fieldErrorEntries } from '../shared/formErrors';
import { useOptionalToast } from '../Toast/ToastProvider';
import { AntdScope } from '../theme/AntdScope';

export interface SubscribeFormValues {
  email: string;
}

export interface SubscribeFormProps {
  /** Sends the subscription; resolve on success, reject to keep the value and show an error toast. */
  onSubmit: (values: SubscribeFormValues) => Promise<unknown>;
  /** Forces the pending state (e.g. from a mutation's loading flag). */
  pending?: boolean;
  /** Show the spec's success and error toasts (default true). */
  notify?: boolean;
}

export const SUBSCRIBE_EMAIL_ERROR = 'Please enter a valid email address';

/** Newsletter signup: one email field and "Subscribe" ("Subscribing..." while pending). */
export function SubscribeForm({ onSubmit, pending, notify = true }: SubscribeFormProps) {
  const [form] = Form.useForm<SubscribeFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const toast = useOptionalToast();
  const busy = pending ?? submitting;

  const handleFinish = async (values: SubscribeFormValues) => {
    setSubmitting(true);
    try {
      await onSubmit({ email: values.email.trim() });
      form.resetFields();
      if (notify)
        toast?.success('Successfully Subscribed', 'Thank you for subscribing to our newsletter!');
    } catch (error) {
      form.setFields(fieldErrorEntries(error, ['email'] as const));
      const message = error instanceof Error && error.message ? error.message : '';
      if (notify) toast?.error('Error', message || 'Failed to subscribe. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdScope>
      <Form
        form={form}
        name="subscribe"
        layout="inline"
        onFinish={handleFinish}
        requiredMark={false}
        className="pe-subscribe"
        // antd validates with the spec's message; the browser's own bubble would pre-empt it.
        noValidate
      >
        <Form.Item
          name="email"
          label={<span className="pe-visually-hidden">Email address</span>}
          colon={false}
          validateTrigger="onSubmit"
          rules={[
            { required: true, message: SUBSCRIBE_EMAIL_ERROR },
            { type: 'email', message: SUBSCRIBE_EMAIL_ERROR },
          ]}
          className="pe-subscribe__field"
        >
          <Input type="email" placeholder="Enter your email" autoComplete="email" />
        </Form.Item>
        <Form.Item className="pe-subscribe__submit">
          <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
            {busy ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </Form.Item>
      </Form>
    </AntdScope>
  );
}
