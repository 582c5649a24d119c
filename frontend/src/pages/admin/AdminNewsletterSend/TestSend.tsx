import { useMutation } from '@apollo/client/react';
import { Button, Form, Input } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from 'ui-kit';
import { RecordField, recordFieldHelpId } from 'ui-kit/admin';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { useEditorFeedback } from '../../../features/admin/records/useEditorFeedback';
import { AdminSendNewsletterTestDocument } from '../../../graphql/generated/admin-newsletter-send/graphql';

const FIELD = 'newsletter-test-email';

/**
 * "Send a test": the newsletter's e-mail, marked as a test, to one address, through the queue like
 * every message. A refusal shows as on every admin form (useEditorFeedback): the API's message
 * under the field and in a toast; once queued, a toast says where to find the test.
 */
export function TestSend({ newsletterId }: { newsletterId: string }) {
  const toast = useToast();
  const feedback = useEditorFeedback('The test was not sent.');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const problem = feedback.fieldErrors.email;
  const [send, sending] = useMutation(AdminSendNewsletterTestDocument);

  // The toast is drawn outside the screen: its link navigates with the screen's router.
  const openOutbox = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate(ADMIN_SECTIONS.outbox.path);
  };

  const submit = async () => {
    const address = email.trim();
    const queued = await feedback.submit(
      async () =>
        (await send({ variables: { input: { newsletterId, email: address } } })).data
          ?.sendNewsletterTest,
      (payload) => payload.queued || null,
    );
    if (queued) {
      toast.success(
        'Test sent',
        <>
          Test sent to {address}. Without an SMTP server it is in the{' '}
          <a
            className="newsletter-send__toast-link"
            href={ADMIN_SECTIONS.outbox.path}
            onClick={openOutbox}
          >
            Outbox
          </a>
          .
        </>,
      );
    }
  };

  return (
    <section className="newsletter-send__section" aria-labelledby="send-test">
      <h2 id="send-test">Send a test</h2>
      {/* The API checks the address, so its message is the one shown, not the browser's. */}
      <Form layout="vertical" noValidate onFinish={() => void submit()}>
        <RecordField
          id={FIELD}
          label="Test address"
          error={problem}
          hint="A colleague or the office: the e-mail says it is a test."
        >
          <div className="newsletter-send__test">
            <Input
              id={FIELD}
              type="email"
              autoComplete="email"
              aria-invalid={problem ? true : undefined}
              aria-describedby={recordFieldHelpId(FIELD)}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button htmlType="submit" loading={sending.loading}>
              Send test
            </Button>
          </div>
        </RecordField>
      </Form>
    </section>
  );
}
