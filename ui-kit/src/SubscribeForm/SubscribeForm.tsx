import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { FormConfirmation } from '../FormConfirmation';
import { fieldErrorEntries } from '../shared/formErrors';
import { Honeypot } from '../shared/Honeypot';
import { useOptionalToast } from '../Toast/ToastProvider';
import { AntdScope } from '../theme/AntdScope';
import { submitAfterPaint } from '../shared/submitAfterPaint';

export interface SubscribeFormValues {
  email: string;
  /** The honeypot (shared/Honeypot.tsx): empty when a person sends the form. */
  website?: string;
}

export interface SubscribeFormProps {
  /**
   * Sends the subscription. Resolve with the server's answer on success: its `message` is the
   * text of the success toast and of the confirmation. Reject to keep the value and show an
   * error toast.
   */
  onSubmit: (values: SubscribeFormValues) => Promise<{ message: string }>;
  /** Forces the pending state (e.g. from a mutation's loading flag). */
  pending?: boolean;
  /** Show the spec's success and error toasts (default true). */
  notify?: boolean;
  /** Under the form: who sends the newsletter, how often, and how to leave it. */
  note?: ReactNode;
  /** The button's text, and while pending (default "Subscribe", "Subscribing..."). */
  submitLabel?: string;
  pendingLabel?: string;
  /** The title of the confirmation and of the success toast (default SUBSCRIBED_TITLE). */
  successTitle?: string;
  /** The form's name (its fields' ids start with it): two forms on a page need two names. */
  name?: string;
  /** Also show a failure above the form, as an alert (where a toast is easy to miss: a dialog). */
  inlineErrors?: boolean;
}

export const SUBSCRIBE_EMAIL_ERROR = 'Please enter a valid email address';

/**
 * The title of the success toast and of the confirmation that stays. Their text is the server's
 * answer, so the sentence is written once, where the subscription is made.
 */
export const SUBSCRIBED_TITLE = 'Successfully Subscribed';

export const SUBSCRIBE_FAILED = 'Failed to subscribe. Please try again.';

/** antd's error colours. */
const FAILURE_STYLE = {
  margin: '0 0 12px',
  padding: '8px 12px',
  border: '1px solid #ffccc7',
  borderRadius: 8,
  background: '#fff2f0',
  color: '#a8071a',
} as const;

/**
 * Newsletter signup: one email field and "Subscribe" ("Subscribing..." while pending). After a
 * success a confirmation stays above the emptied form and takes the focus; after an invalid
 * address the focus goes back to the field. The labels may be another list's (a waitlist).
 */
export function SubscribeForm({
  onSubmit,
  pending,
  notify = true,
  note,
  submitLabel = 'Subscribe',
  pendingLabel = 'Subscribing...',
  successTitle = SUBSCRIBED_TITLE,
  name = 'subscribe',
  inlineErrors = false,
}: SubscribeFormProps) {
  const [form] = Form.useForm<SubscribeFormValues>();
  const [submitting, setSubmitting] = useState(false);
  /** The server's answer to the last subscription, shown until the next one is sent. */
  const [confirmation, setConfirmation] = useState<string | null>(null);
  /** Why the last subscription failed (inlineErrors), until the next one is sent. */
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useOptionalToast();
  const busy = pending ?? submitting;

  const handleFinish = async (values: SubscribeFormValues) => {
    setSubmitting(true);
    setConfirmation(null);
    setFailure(null);
    try {
      const { message } = await onSubmit({ email: values.email.trim(), website: values.website });
      form.resetFields();
      setConfirmation(message);
      if (notify) toast?.success(successTitle, message);
    } catch (error) {
      const refused = fieldErrorEntries(error, ['email'] as const);
      form.setFields(refused);
      if (refused.length > 0) form.focusField('email');
      const message = error instanceof Error && error.message ? error.message : '';
      if (inlineErrors && refused.length === 0) setFailure(message || SUBSCRIBE_FAILED);
      if (notify) toast?.error('Error', message || SUBSCRIBE_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdScope>
      {confirmation === null ? null : (
        <FormConfirmation title={successTitle}>{confirmation}</FormConfirmation>
      )}
      {failure === null ? null : (
        // A plain alert, not antd's (the newsletter's pages would load its code for nothing), styled
        // here: only a form that asks for it shows one, so the site's stylesheet carries nothing.
        <p className="pe-subscribe__failure" role="alert" style={FAILURE_STYLE}>
          {failure}
        </p>
      )}
      <Form
        form={form}
        name={name}
        layout="inline"
        onFinish={handleFinish}
        onSubmitCapture={submitAfterPaint(form)}
        scrollToFirstError={{ focus: true, block: 'center' }}
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
        <Honeypot />
        <Form.Item className="pe-subscribe__submit">
          <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
            {busy ? pendingLabel : submitLabel}
          </Button>
        </Form.Item>
      </Form>
      {note ? <p className="pe-subscribe__note">{note}</p> : null}
    </AntdScope>
  );
}
