import { useMutation } from '@apollo/client/react';
import { Button, Form, Input } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { useRequestFailed } from '../../../features/admin';
import { userErrorMessages } from '../../../graphql/errors';
import { AdminSendNewsletterTestDocument } from '../../../graphql/generated/admin-newsletter-send/graphql';

/**
 * "Send a test": the newsletter's e-mail, marked as a test, to one address, through the queue like
 * every message. The API's message shows under the field; a toast says where to find the test.
 */
export function TestSend({ newsletterId }: { newsletterId: string }) {
  const toast = useToast();
  const failed = useRequestFailed();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
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
    try {
      const { data } = await send({
        variables: { input: { newsletterId, email: address } },
      });
      const payload = data?.sendNewsletterTest;
      if (!payload?.queued) {
        const errors = payload?.userErrors ?? [];
        setProblem(
          userErrorMessages(errors).email ?? errors[0]?.message ?? 'The test was not sent.',
        );
        return;
      }
      setProblem(undefined);
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
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="newsletter-send__section" aria-labelledby="send-test">
      <h2 id="send-test">Send a test</h2>
      {/* The API checks the address, so its message is the one shown, not the browser's. */}
      <Form layout="vertical" noValidate onFinish={() => void submit()}>
        <Form.Item
          label="Test address"
          htmlFor="newsletter-test-email"
          validateStatus={problem ? 'error' : undefined}
          help={
            <span id="newsletter-test-email-help">
              {problem ?? 'A colleague or the office: the e-mail says it is a test.'}
            </span>
          }
        >
          <div className="newsletter-send__test">
            <Input
              id="newsletter-test-email"
              type="email"
              autoComplete="email"
              aria-invalid={problem ? true : undefined}
              aria-describedby="newsletter-test-email-help"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button htmlType="submit" loading={sending.loading}>
              Send test
            </Button>
          </div>
        </Form.Item>
      </Form>
    </section>
  );
}
