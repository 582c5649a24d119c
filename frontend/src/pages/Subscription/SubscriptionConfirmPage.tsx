import { usePageMutation } from '../../app/page-data';
import { Link } from 'react-router';
import { PlainButton } from 'ui-kit';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { ConfirmSubscriptionDocument } from '../../graphql/generated/subscription/graphql';
import {
  Done,
  LinkProblem,
  preferencesPath,
  SubscriptionPage,
  useLinkToken,
} from './SubscriptionParts';

/**
 * /subscription/confirm?token=…, the confirmation e-mail's link. Opening it confirms nothing:
 * only the button does (a POST), so a mail scanner that follows links subscribes nobody.
 */
export function SubscriptionConfirmPage() {
  const token = useLinkToken();
  const [confirm, { data, loading, error }] = usePageMutation(ConfirmSubscriptionDocument);
  const answer = data?.confirmSubscription;
  const subscription = answer?.subscription;
  let body;
  if (!token || answer?.problem) {
    body = <LinkProblem problem={answer?.problem ?? 'INVALID'} />;
  } else if (subscription) {
    body = (
      <Done heading="Subscription confirmed">
        {subscription.newsletter ? (
          <p>Thank you. Our newsletter will come to {subscription.email}.</p>
        ) : (
          // An address that asked for a waitlist only (FarmOps Manager's, on /apps).
          <p>
            Thank you. You are on our waitlist: we will write to {subscription.email} when there is
            news, and send no newsletter.
          </p>
        )}
        <p className="subscription-page__actions">
          <Link
            className="pe-link-button pe-link-button--primary"
            to={preferencesPath(subscription.preferencesToken)}
          >
            Choose your topics
          </Link>
          <Link to={PUBLIC_ROUTES.newsletter.path}>Read past newsletters</Link>
        </p>
      </Done>
    );
  } else {
    body = (
      <section className="subscription-page__panel" aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">One more step</h2>
        <p>Press the button to confirm that you asked for our e-mails at this address.</p>
        {error ? (
          <p className="subscription-page__error" role="alert">
            Your subscription could not be confirmed. Please try again.
          </p>
        ) : null}
        <PlainButton
          variant="primary"
          disabled={loading}
          onClick={() => void confirm({ variables: { token } }).catch(() => undefined)}
        >
          {loading ? 'Confirming...' : 'Confirm subscription'}
        </PlainButton>
      </section>
    );
  }
  return (
    <SubscriptionPage
      title="Confirm your subscription"
      description="Confirm your subscription to our newsletter."
      path={PUBLIC_ROUTES.subscriptionConfirm.path}
    >
      {body}
    </SubscriptionPage>
  );
}
