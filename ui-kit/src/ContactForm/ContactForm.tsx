import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { FormConfirmation } from '../FormConfirmation';
import { FormRefusedError, fieldErrorEntries } from '../shared/formErrors';
import { Honeypot } from '../shared/Honeypot';
import { submitAfterPaint } from '../shared/submitAfterPaint';
import { useOptionalToast } from '../Toast/ToastProvider';
import { AntdScope } from '../theme/AntdScope';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  businessType: string;
  message: string;
  /** The honeypot (shared/Honeypot.tsx): empty when a person sends the form. */
  website?: string;
  /** "Also send me the newsletter": unchecked unless the visitor ticks it. */
  subscribeToNewsletter?: boolean;
}

/** One option of the Business Type select: the value sent and the text shown. */
export interface BusinessTypeOption {
  value: string;
  label: string;
}

/** Client-side messages; the server's field messages (FormSubmitError) replace them when sent. */
export const CONTACT_FIELD_ERRORS: Record<
  Exclude<keyof ContactFormValues, 'website' | 'subscribeToNewsletter'>,
  string
> = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  businessType: 'Please select your business type',
  message: 'Please enter a message',
};

const FIELDS = ['name', 'email', 'phone', 'businessType', 'message'] as const;

/**
 * A North American number as people write it: ten digits (area code first), optionally after
 * +1 or 1, with spaces, dots, dashes or brackets between the groups, e.g. 780-555-0110,
 * (306) 555 0142 or +1 800 555 0199. The server checks the same shape (backend contact.input.ts).
 */
export const NORTH_AMERICAN_PHONE =
  /^\s*(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\s*$/;

/** Under the phone field when it holds something that is not a North American number. */
export const CONTACT_PHONE_FORMAT_ERROR =
  'Please enter a phone number with its area code, e.g. 780-555-0110';

/**
 * The title of the success toast and of the confirmation that stays. Their text is the server's
 * answer, so the sentence is written once, where the message is received.
 */
export const CONTACT_SENT_TITLE = 'Message Sent';

/** The label of the contact form's newsletter box. */
export const CONTACT_NEWSLETTER_LABEL = 'Also send me the newsletter';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', businessType: '', message: '' };
/** With the newsletter box: it starts unchecked, and a sent form unchecks it again. */
const EMPTY_WITH_BOX: ContactFormValues = { ...EMPTY, subscribeToNewsletter: false };

export interface ContactFormProps {
  /** The options of the Business Type select, in order (the API's BusinessType values). */
  businessTypes: readonly BusinessTypeOption[];
  /**
   * Sends the message. Resolve with the server's answer on success: its `message` is the text of
   * the "Message Sent" toast and of the confirmation. Reject (optionally with a FormSubmitError)
   * on failure.
   */
  onSubmit: (values: ContactFormValues) => Promise<{ message: string }>;
  /** Forces the pending state (e.g. from a mutation's loading flag). */
  pending?: boolean;
  /** Show the spec's "Message Sent" and "Error" toasts (default true). */
  notify?: boolean;
  /**
   * Starts the message, e.g. with the product a visitor asks about. Filled in once the form is in
   * the browser (server-rendered markup stays the empty form), unless a message is already typed;
   * a sent form empties as usual.
   */
  initialMessage?: string;
  /**
   * The newsletter's consent wording (who asks, what is sent, how to leave): given, the form has
   * an unchecked "Also send me the newsletter" box with this text beside it.
   */
  newsletterConsent?: ReactNode;
}

const required = (field: keyof typeof CONTACT_FIELD_ERRORS) => ({
  required: true,
  whitespace: true,
  message: CONTACT_FIELD_ERRORS[field],
});

/**
 * "Send us a Message": five required fields, errors under each field, reset on success. After a
 * success a confirmation stays above the form and takes the focus; after an invalid submit, or
 * a field the server refused, the focus moves to the first field in error.
 */
export function ContactForm({
  businessTypes,
  onSubmit,
  pending,
  notify = true,
  initialMessage,
  newsletterConsent,
}: ContactFormProps) {
  const [form] = Form.useForm<ContactFormValues>();
  const consentId = useId();
  useEffect(() => {
    if (initialMessage && !form.getFieldValue('message')) {
      form.setFieldsValue({ message: initialMessage });
    }
  }, [form, initialMessage]);
  const [submitting, setSubmitting] = useState(false);
  /** The server's answer to the last message sent, shown until the next one is sent. */
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const toast = useOptionalToast();
  const busy = pending ?? submitting;

  const handleFinish = async (values: ContactFormValues) => {
    setSubmitting(true);
    setConfirmation(null);
    try {
      const { message } = await onSubmit({ ...EMPTY, ...values });
      form.resetFields();
      setConfirmation(message);
      if (notify) toast?.success(CONTACT_SENT_TITLE, message);
    } catch (error) {
      const refused = fieldErrorEntries(error, FIELDS);
      form.setFields(refused);
      if (refused.length > 0) form.focusField(refused[0].name);
      const explained = error instanceof FormRefusedError ? error.message : '';
      if (notify) toast?.error('Error', explained || 'Failed to send message. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdScope>
      {confirmation === null ? null : (
        <FormConfirmation title={CONTACT_SENT_TITLE}>{confirmation}</FormConfirmation>
      )}
      <Form
        form={form}
        name="contact"
        layout="vertical"
        initialValues={newsletterConsent ? EMPTY_WITH_BOX : EMPTY}
        onFinish={handleFinish}
        onSubmitCapture={submitAfterPaint(form)}
        scrollToFirstError={{ focus: true, block: 'center' }}
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
        <Form.Item
          label="Phone"
          name="phone"
          rules={[
            required('phone'),
            { pattern: NORTH_AMERICAN_PHONE, message: CONTACT_PHONE_FORMAT_ERROR },
          ]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label="Business Type"
          name="businessType"
          rules={[required('businessType')]}
          // The field is an empty string until chosen (spec); antd's Select shows its placeholder
          // only for no value at all.
          getValueProps={(value: string) => ({ value: value || undefined })}
        >
          <Select
            placeholder="Select your business type"
            options={businessTypes.map(({ value, label }) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[required('message')]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        {newsletterConsent ? (
          <div className="pe-contact-newsletter">
            {/* A native box: antd's Checkbox would weigh on the page for one tick. */}
            <label className="pe-contact-newsletter__box">
              <Form.Item
                name="subscribeToNewsletter"
                valuePropName="checked"
                // Always a controlled box: unset (the box may appear after the form) is unticked.
                getValueProps={(value: boolean | undefined) => ({ checked: Boolean(value) })}
                noStyle
              >
                <input type="checkbox" aria-describedby={consentId} />
              </Form.Item>
              <span>{CONTACT_NEWSLETTER_LABEL}</span>
            </label>
            <p id={consentId} className="pe-contact-newsletter__consent">
              {newsletterConsent}
            </p>
          </div>
        ) : null}
        <Honeypot />
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={busy} block>
            {busy ? 'Sending...' : 'Send Message'}
          </Button>
        </Form.Item>
      </Form>
    </AntdScope>
  );
}
