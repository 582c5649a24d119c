import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Suspense } from 'react';
import { DataState, ErrorState, errorMessage, LoadingState } from 'ui-kit';
import { lazyComponent } from '../../../app/lazyComponent';
import { AdminNewsletterSendDocument } from '../../../graphql/generated/admin-newsletter-send/graphql';
import { SendForm } from './SendForm';
import './AdminNewsletterSend.css';

// A mailing's view (with antd's table of results) loads once there is a mailing to show: the
// send form's first load does without it.
const MailingView = lazyComponent('src/pages/admin/AdminNewsletterSend/MailingView.tsx', () =>
  import('./MailingView').then((m) => ({ default: m.MailingView })),
);

/** While the panel's query, or then the mailing's view, loads. */
const LOADING = <LoadingState label="Loading the mailing..." />;

export interface NewsletterSendPanelProps {
  /** The newsletter as last saved: what is e-mailed. */
  newsletter: { id: string; title: string };
  /** The version the editor holds: a save or a publish there checks the e-mail again. */
  version: number;
  /** The editor's form differs from what is saved: sending waits for a save. */
  dirty: boolean;
}

/**
 * The send step of a newsletter's editor, in a module of its own that loads when its panel opens
 * (or the newsletter was e-mailed): e-mailing the newsletter to its subscribers. Once it was
 * e-mailed (each newsletter is, once), the panel shows that mailing, its progress and its
 * results; before, the audience, the preview, a test, the checks and the send.
 */
export function NewsletterSendPanel({ newsletter, version, dirty }: NewsletterSendPanelProps) {
  const query = useQuery(AdminNewsletterSendDocument, {
    variables: { id: newsletter.id },
    // Someone else may have sent it meanwhile: always ask.
    fetchPolicy: 'network-only',
  });
  return (
    <DataState
      // Once loaded, a new answer (a send's mailing, polled progress) keeps the panel on screen.
      state={{ loading: query.loading && !query.data, error: query.error, data: query.data }}
      loading={LOADING}
      failure={(error) => (
        <ErrorState
          message={`Failed to load the mailing: ${errorMessage(error)}`}
          onRetry={() => void query.refetch()}
        />
      )}
      success={({ newsletterMailing: mailing, newsletterTopics }) =>
        mailing ? (
          <Suspense fallback={LOADING}>
            <MailingView newsletterId={newsletter.id} mailing={mailing} />
          </Suspense>
        ) : (
          <>
            {dirty ? (
              <Alert
                type="warning"
                showIcon
                className="newsletter-send__unsaved"
                title="Changes not saved yet are not in the e-mail."
                description="The preview, a test and the send use the newsletter as last saved: save first to e-mail your changes."
              />
            ) : null}
            <SendForm
              newsletter={newsletter}
              version={version}
              dirty={dirty}
              topicChoices={newsletterTopics}
            />
          </>
        )
      }
    />
  );
}
