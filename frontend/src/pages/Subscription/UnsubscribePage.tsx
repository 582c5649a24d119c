import { usePageMutation, usePageQuery } from '../../app/page-data';
import { Link } from 'react-router';
import { PlainButton } from 'ui-kit';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { NewsletterConsentWordingDocument } from '../../graphql/generated/graphql';
import {
  ResubscribeDocument,
  UnsubscribeDocument,
} from '../../graphql/generated/subscription/graphql';
import {
  Done,
  LinkProblem,
  preferencesPath,
  SubscriptionPage,
  useLinkToken,
} from './SubscriptionParts';

const FAILED = 'Something went wrong on our side. Please try again.';

/**
 * /subscription/unsubscribe?token=…, a newsletter's unsubscribe link. The button unsubscribes at
 * once (a POST: opening the link changes nothing); the answer offers "Resubscribe", which the
 * same link allows, under the consent wording it records.
 */
export function UnsubscribePage() {
  const token = useLinkToken();
  const wording = usePageQuery(NewsletterConsentWordingDocument).data?.newsletterConsentWording;
  const [unsubscribe, left] = usePageMutation(UnsubscribeDocument);
  const [resubscribe, back] = usePageMutation(ResubscribeDocument);
  const problem = left.data?.unsubscribe?.problem ?? back.data?.resubscribe?.problem;
  const gone = left.data?.unsubscribe?.subscription;
  const returned = back.data?.resubscribe?.subscription;

  let body;
  if (!token || problem) {
    body = <LinkProblem problem={problem ?? 'INVALID'} />;
  } else if (returned) {
    body = (
      <Done heading="You are subscribed again">
        <p>Welcome back. Our newsletter will come to {returned.email} again.</p>
        <p>
          <Link
            className="pe-link-button pe-link-button--primary"
            to={preferencesPath(returned.preferencesToken)}
          >
            Choose your topics
          </Link>
        </p>
      </Done>
    );
  } else if (gone) {
    body = (
      <Done heading="You are unsubscribed">
        <p>We will send no more newsletters to {gone.email}.</p>
        <h3>Changed your mind?</h3>
        {wording ? <p className="subscription-page__consent">{wording.text}</p> : null}
        {back.error ? (
          <p className="subscription-page__error" role="alert">
            {FAILED}
          </p>
        ) : null}
        <PlainButton
          disabled={back.loading}
          onClick={() =>
            void resubscribe({
              variables: {
                token,
                consentVersion: wording?.version,
                page: PUBLIC_ROUTES.subscriptionUnsubscribe.path,
              },
            }).catch(() => undefined)
          }
        >
          {back.loading ? 'Resubscribing...' : 'Resubscribe'}
        </PlainButton>
      </Done>
    );
  } else {
    body = (
      <section className="subscription-page__panel" aria-labelledby="unsubscribe-heading">
        <h2 id="unsubscribe-heading">Stop receiving our newsletter</h2>
        <p>Press the button and we will stop sending you the newsletter at once.</p>
        {left.error ? (
          <p className="subscription-page__error" role="alert">
            {FAILED}
          </p>
        ) : null}
        <PlainButton
          variant="primary"
          disabled={left.loading}
          onClick={() => void unsubscribe({ variables: { token } }).catch(() => undefined)}
        >
          {left.loading ? 'Unsubscribing...' : 'Unsubscribe'}
        </PlainButton>
      </section>
    );
  }
  return (
    <SubscriptionPage
      title="Unsubscribe"
      description="Unsubscribe from our newsletter."
      path={PUBLIC_ROUTES.subscriptionUnsubscribe.path}
    >
      {body}
    </SubscriptionPage>
  );
}
