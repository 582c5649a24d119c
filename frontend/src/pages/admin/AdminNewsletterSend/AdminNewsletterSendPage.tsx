import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { AppLink, BrandTag, LoadingState, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { useAdminSession } from '../../../features/admin';
import { AdminNewsletterSendDocument } from '../../../graphql/generated/admin-newsletter-send/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import {
  NEWSLETTER_STATE_LABELS,
  newsletterEditPath,
  newsletterSendPath,
} from '../AdminNewsletters/newsletterStates';
import { loadTexts } from '../../../features/admin/records/recordWords';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { SendForm } from './SendForm';
import './AdminNewsletterSend.css';
import { lazyComponent } from '../../../app/lazyComponent';

// A mailing's view (with antd's table of results) loads once there is a mailing to show: the
// send form's first load does without it.
const MailingView = lazyComponent('src/pages/admin/AdminNewsletterSend/MailingView.tsx', () =>
  import('./MailingView').then((m) => ({ default: m.MailingView })),
);

/**
 * /admin/newsletters/{id}/send: e-mailing a newsletter to its subscribers. Once it was e-mailed
 * (each newsletter is, once), the screen shows that mailing, its progress and its results;
 * before, the audience, the preview, a test, the checks and the send.
 */
export function AdminNewsletterSendPage() {
  const { id = '' } = useParams();
  const session = useAdminSession();
  const query = useQuery(AdminNewsletterSendDocument, {
    variables: { id },
    // Someone else may have sent it meanwhile: always ask.
    fetchPolicy: 'network-only',
  });
  return (
    <>
      <PageMeta
        title="Send by e-mail"
        description="E-mail a newsletter to its subscribers."
        path={newsletterSendPath(id)}
        noindex
      />
      <p className="newsletter-send__back">
        <AppLink to={newsletterEditPath(id)}>Back to the newsletter</AppLink>
      </p>
      <div className="admin-page__header">
        <Typography.Title level={1}>Send by e-mail</Typography.Title>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <RecordLoad
        query={query}
        record={query.data?.adminNewsletter}
        {...loadTexts(ADMIN_SECTIONS.newsletters.one)}
      >
        {(newsletter) => {
          const mailing = query.data?.newsletterMailing;
          return (
            <>
              <p className="newsletter-send__subject">
                <span>{newsletter.title}</span>{' '}
                <BrandTag tone={NEWSLETTER_STATE_LABELS[newsletter.state].tone}>
                  {NEWSLETTER_STATE_LABELS[newsletter.state].label}
                </BrandTag>
              </p>
              {mailing ? (
                <Suspense fallback={<LoadingState label="Loading the mailing..." />}>
                  <MailingView newsletterId={newsletter.id} mailing={mailing} />
                </Suspense>
              ) : (
                <SendForm
                  newsletter={newsletter}
                  topicChoices={query.data?.newsletterTopics ?? []}
                />
              )}
            </>
          );
        }}
      </RecordLoad>
    </>
  );
}
