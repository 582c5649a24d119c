import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { DataState, ErrorState, errorMessage, LoadingState, useToast } from 'ui-kit';
import { PublishChecklist } from 'ui-kit/admin';
import { useRequestFailed } from '../../../features/admin';
import {
  AdminNewsletterMailingCheckDocument,
  AdminNewsletterSendDocument,
  AdminSendNewsletterDocument,
  type AdminNewsletterMailingCheckQuery,
} from '../../../graphql/generated/admin-newsletter-send/graphql';
import { MailHeaderTable, MailParts } from '../MailView';
import { audienceText, confirmedSubscribers, sendLabel } from './mailingLabels';
import { TestSend } from './TestSend';
import { lazyComponent } from '../../../app/lazyComponent';

// antd's Modal loads when the confirmation first opens, not with the screen.
const SendDialog = lazyComponent('src/pages/admin/AdminNewsletterSend/SendDialog.tsx', () =>
  import('./SendDialog').then((m) => ({ default: m.SendDialog })),
);

type MailingCheck = AdminNewsletterMailingCheckQuery['newsletterMailingCheck'];

export interface SendFormProps {
  /** The newsletter as last saved. */
  newsletter: { id: string; title: string };
  /** Its version in the editor: when a save or a publish there changes it, the check runs again. */
  version: number;
  /** The editor holds changes not saved yet: the send waits until they are. */
  dirty: boolean;
  /** The topics an audience may be narrowed to, in their order (`newsletterTopics`). */
  topicChoices: readonly string[];
}

/**
 * The newsletter not yet e-mailed, in one panel, in order: the audience (topics, with the live
 * recipient count), the e-mail's preview, a test to one address, the checks before sending (any
 * failing one blocks the send) and the send itself, after a confirmation naming the count and the
 * audience. The count sent back is the one shown: if the audience changed meanwhile, the API
 * refuses and the check runs again. What is e-mailed is the newsletter as last saved, so the send
 * waits while the editor holds unsaved changes.
 */
export function SendForm({ newsletter, version, dirty, topicChoices }: SendFormProps) {
  const toast = useToast();
  const failed = useRequestFailed();
  const [topics, setTopics] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const check = useQuery(AdminNewsletterMailingCheckDocument, {
    variables: { id: newsletter.id, topics },
    fetchPolicy: 'network-only',
  });
  const [send, sending] = useMutation(AdminSendNewsletterDocument);
  // The check of the topics ticked now; the last one stays on screen while a new one runs.
  const current = check.loading ? undefined : check.data?.newsletterMailingCheck;
  const shown = check.data?.newsletterMailingCheck ?? check.previousData?.newsletterMailingCheck;

  // A save or a publish in the editor changes the e-mail and its checks: check them again.
  const checkedVersion = useRef(version);
  const { refetch } = check;
  useEffect(() => {
    if (checkedVersion.current === version) return;
    checkedVersion.current = version;
    // A failure shows as the check's error state, with its "Try again".
    void refetch().catch(() => undefined);
  }, [version, refetch]);

  const chooseTopics = (chosen: string[]) => {
    // In the list's order, so the same choice is always the same question.
    setTopics(topicChoices.filter((topic) => chosen.includes(topic)));
    setRefusals([]);
  };

  const doSend = async (expectedRecipients: number) => {
    try {
      const { data } = await send({
        variables: { input: { newsletterId: newsletter.id, topics, expectedRecipients } },
        update(cache, { data: answer }) {
          const mailing = answer?.sendNewsletter?.mailing;
          if (!mailing) return;
          // The screen shows the mailing, and its progress, from now on.
          cache.updateQuery(
            { query: AdminNewsletterSendDocument, variables: { id: newsletter.id } },
            (screen) => (screen ? { ...screen, newsletterMailing: mailing } : screen),
          );
        },
      });
      const payload = data?.sendNewsletter;
      setConfirming(false);
      if (payload?.mailing) {
        toast.success(
          'Sending started',
          `“${newsletter.title}” is on its way to ${confirmedSubscribers(payload.mailing.recipientCount)}.`,
        );
        return;
      }
      setRefusals(payload?.userErrors.map((error) => error.message) ?? ['It was not sent.']);
      // The audience or a check may have changed since: show them as they are now.
      void check.refetch();
    } catch (error) {
      setConfirming(false);
      failed(error);
    }
  };

  return (
    <>
      <section className="newsletter-send__section" aria-labelledby="send-audience">
        <h2 id="send-audience">Audience</h2>
        <fieldset className="newsletter-send__topics">
          <legend>Only subscribers who chose one of these topics</legend>
          <Checkbox.Group
            options={topicChoices.map((topic) => ({ label: topic, value: topic }))}
            value={topics}
            onChange={chooseTopics}
          />
          <p className="newsletter-send__hint">None checked: every confirmed subscriber.</p>
        </fieldset>
        <p className="newsletter-send__count" role="status">
          {current
            ? confirmedSubscribers(current.recipientCount)
            : check.loading
              ? 'Counting the subscribers...'
              : ''}
        </p>
      </section>
      <DataState
        state={{ loading: check.loading, error: check.error, data: shown }}
        loading={<LoadingState label="Checking the e-mail..." />}
        failure={(error) => (
          <ErrorState
            message={`Failed to check the e-mail: ${errorMessage(error)}`}
            onRetry={() => void check.refetch()}
          />
        )}
        success={(result) => <Preview preview={result.preview} />}
      />
      <TestSend newsletterId={newsletter.id} />
      {shown && !check.error ? (
        <>
          <section className="newsletter-send__section" aria-labelledby="send-checks">
            <h2 id="send-checks">Checks before sending</h2>
            <PublishChecklist checks={current?.checks} />
          </section>
          <section className="newsletter-send__section" aria-labelledby="send-send">
            <h2 id="send-send">Send</h2>
            {refusals.length > 0 ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                className="newsletter-send__refused"
                title="Not sent"
                description={refusals.join(' ')}
              />
            ) : null}
            <SendButton
              check={current}
              count={shown.recipientCount}
              topics={topics}
              sending={sending.loading}
              unsaved={dirty}
              onSend={() => setConfirming(true)}
            />
          </section>
        </>
      ) : null}
      <Suspense fallback={null}>
        {confirming && current ? (
          <SendDialog
            title={newsletter.title}
            count={current.recipientCount}
            audience={audienceText(topics)}
            sending={sending.loading}
            onCancel={() => setConfirming(false)}
            onSend={() => void doSend(current.recipientCount)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The message as the audience's first subscriber gets it: subject, headers and both parts. */
function Preview({ preview }: { preview: MailingCheck['preview'] }) {
  return (
    <section className="newsletter-send__section" aria-labelledby="send-preview">
      <h2 id="send-preview">Preview</h2>
      <p>
        As the first subscriber of the audience will get it; each recipient&apos;s unsubscribe links
        are their own.
      </p>
      <dl className="newsletter-send__envelope">
        <dt>Subject</dt>
        <dd>{preview.subject}</dd>
      </dl>
      <MailHeaderTable headers={preview.headers} caption="Headers" />
      <MailParts subject={preview.subject} html={preview.html} text={preview.text} />
    </section>
  );
}

interface SendButtonProps {
  /** The check of the audience chosen now; undefined while it runs. */
  check: MailingCheck | undefined;
  /** The recipient count on screen (the last check's while a new one runs). */
  count: number;
  topics: readonly string[];
  sending: boolean;
  /** The editor holds changes not saved yet. */
  unsaved: boolean;
  onSend: () => void;
}

/** "Send to 312 subscribers", with what it does, or why it cannot be pressed yet. */
function SendButton({ check, count, topics, sending, unsaved, onSend }: SendButtonProps) {
  const failing = check?.checks.filter((item) => !item.passed) ?? [];
  const note = !check
    ? 'Checking the audience...'
    : unsaved
      ? 'Save your changes first: the e-mail is the newsletter as last saved.'
      : failing.length > 0
        ? `Sending is blocked until every check passes. Not passed: ${failing.map((item) => item.label).join('; ')}.`
        : `${audienceText(topics)}, once: a newsletter is never e-mailed twice.`;
  return (
    <div className="newsletter-send__go">
      <Button
        type="primary"
        size="large"
        disabled={!check?.canSend || unsaved}
        loading={sending}
        aria-describedby="send-note"
        onClick={onSend}
      >
        {sendLabel(count)}
      </Button>
      <p id="send-note" className="newsletter-send__note">
        {note}
      </p>
    </div>
  );
}
