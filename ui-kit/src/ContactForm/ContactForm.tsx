import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { fieldErrorEntries } from '../shared/formErrors';
import { useOptionalToast } from '../Toast/ToastProvider';
import { AntdScope } from '../theme/AntdScope';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  businessType: string;
  message: string;
}

/** The five business types of the public contact form. */
export const BUSINESS_TYPES = [
  'Crop Farming',
  'Livestock Farming',
  'Mixed Farming',
  'Organic Farming',
  'Other',
] as const;

/** Client-side messages; the server's field messages (FormSubmitError) replace them when sent. */
export const CONTACT_FIELD_ERRORS: Record<keyof ContactFormValues, string> = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  businessType: 'Please select your business type',
  message: 'Please enter a message',
};

const FIELDS = ['name', 'email', 'phone', 'businessType', 'message'] as const;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', businessType: '', message: '' };

export interface ContactFormProps {
  /** Sends the message; resolve on success, reject (optionally a FormSubmitError) on failure. */
  onSubmit: (values: ContactFormValues) => Promise<unknown>;
  /** Forces the pending state (e.g. from a mutation's loading flag). */
  pending?: boolean;
  /** Show the spec's "Message Sent" and "Error" toasts (default true). */
  notify?: boolean;
}

const required = (field: keyof ContactFormValues) => ({
  required: true,
  whitespace: true,
  message: CONTACT_FIELD_ERRORS[field],
});

/** "Send us a Message": five required fields, errors under each field, reset on success. */
export function ContactForm({ onSubmit, pending, notify = true }: ContactFormProps) {
  const [form] = Form.useForm<ContactFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const toast = useOptionalToast();
  const busy = pending ?? submitting;

  const handleFinish = async (values: ContactFormValues) => {
    setSubmitting(true);
    try {
      await onSubmit({ ...EMPTY, ...values });
      form.resetFields();
      if (notify) toast?.success('Message Sent', "We'll get back to you as soon as possible.");
    } catch (error) {
      form.setFields(fieldErrorEntries(error, FIELDS));
      if (notify) toast?.error('Error', 'Failed to send message. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdScope>
      <Form
        form={form}
        name="contact"
        layout="vertical"
        initialValues={EMPTY}
        onFinish={handleFinish}
        requiredMark
        noValidate
      >
        <Form.Item label="Name" name="name" rules={[required('name')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[required('email'), { type: 'email', message: CONTACT_FIELD_ERRORS.email }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={[required('phone')]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Business Type" name="businessType" rules={[required('businessType')]}>
          <Select
            placeholder="Select your business type"
            options={BUSINESS_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[required('message')]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={busy} block>
            {busy ? 'Sending...' : 'Send Message'}
          </Button>
        </Form.Item>
      </Form>
    </AntdScope>
  );
}
