import { usePageMutation, usePageQuery } from '../../app/page-data';
import { useState, type FormEvent } from 'react';
import { DataState, ErrorState, errorMessage, LoadingState, PlainButton } from 'ui-kit';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import {
  NewsletterSubscriptionDocument,
  type NewsletterSubscriptionQuery,
  UnsubscribeDocument,
  UpdateSubscriptionPreferencesDocument,
} from '../../graphql/generated/subscription/graphql';
import { Done, LinkProblem, SubscriptionPage, useLinkToken } from './SubscriptionParts';

type Subscription = NonNullable<
  NonNullable<NewsletterSubscriptionQuery['newsletterSubscription']>['subscription']
>;

const STATUS_TEXT: Record<Subscription['status'], string> = {
  PENDING: 'Your subscription waits for you to confirm it with the link we e-mailed you.',
  CONFIRMED: 'You receive our newsletter.',
  UNSUBSCRIBED: 'You are unsubscribed: we send you no newsletter.',
};

/** A confirmed address on a waitlist only (`newsletter` false): what it receives. */
const WAITLIST_ONLY_TEXT =
  'You are on our waitlist and receive no newsletter. Untick the waitlist and save to leave it.';

/** The topics form of one subscription: its choices, saved with the link's token. */
function TopicsForm({ token, subscription }: { token: string; subscription: Subscription }) {
  const [chosen, setChosen] = useState<string[]>(subscription.preferences);
  const [save, saved] = usePageMutation(UpdateSubscriptionPreferencesDocument);
  const [unsubscribe, left] = usePageMutation(UnsubscribeDocument);
  const problem =
    saved.data?.updateSubscriptionPreferences?.problem ?? left.data?.unsubscribe?.problem;
  if (problem) return <LinkProblem problem={problem} />;
  const gone = left.data?.unsubscribe?.subscription;
  if (gone) {
    return (
      <Done heading="You are unsubscribed">
        <p>We will send no more newsletters to {gone.email}.</p>
      </Done>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({ variables: { input: { token, preferences: chosen } } }).catch(() => undefined);
  };
  const failed = saved.error ?? left.error;
  return (
    <form className="subscription-page__panel" onSubmit={onSubmit} aria-labelledby="topics-heading">
      <h2 id="topics-heading">Your newsletter topics</h2>
      <p>
        {subscription.email}:{' '}
        {subscription.status === 'CONFIRMED' && !subscription.newsletter
          ? WAITLIST_ONLY_TEXT
          : STATUS_TEXT[subscription.status]}
      </p>
      <fieldset className="subscription-page__topics">
        <legend>Topics you want to read about</legend>
        {subscription.topics.map((topic) => (
          <label key={topic} className="subscription-page__topic">
            <input
              type="checkbox"
              name="topics"
              value={topic}
              checked={chosen.includes(topic)}
              onChange={(event) =>
                setChosen((now) =>
                  event.target.checked ? [...now, topic] : now.filter((t) => t !== topic),
                )
              }
            />
            <span>{topic}</span>
          </label>
        ))}
      </fieldset>
      {saved.data?.updateSubscriptionPreferences?.subscription && !saved.loading ? (
        <p role="status">Preferences saved.</p>
      ) : null}
      {failed ? (
        <p className="subscription-page__error" role="alert">
          Something went wrong on our side. Please try again.
        </p>
      ) : null}
      <div className="subscription-page__actions">
        <PlainButton variant="primary" htmlType="submit" disabled={saved.loading}>
          {saved.loading ? 'Saving...' : 'Save preferences'}
        </PlainButton>
        {subscription.status === 'UNSUBSCRIBED' ? null : (
          <PlainButton
            disabled={left.loading}
            onClick={() => void unsubscribe({ variables: { token } }).catch(() => undefined)}
          >
            {left.loading ? 'Unsubscribing...' : 'Unsubscribe from all'}
          </PlainButton>
        )}
      </div>
    </form>
  );
}

/**
 * /subscription/preferences?token=…, from a newsletter's preferences link (or after confirming):
 * the topics to receive, and a way to leave altogether.
 */
export function SubscriptionPreferencesPage() {
  const token = useLinkToken();
  const query = usePageQuery(NewsletterSubscriptionDocument, {
    variables: { token },
    skip: !token,
  });
  return (
    <SubscriptionPage
      title="Newsletter preferences"
      description="Choose the topics of our newsletter you want to receive."
      path={PUBLIC_ROUTES.subscriptionPreferences.path}
    >
      {token ? (
        <DataState
          state={query}
          loading={<LoadingState label="Loading your preferences..." />}
          failure={(error) => (
            <ErrorState message={`Error loading your preferences: ${errorMessage(error)}`} />
          )}
          success={({ newsletterSubscription: answer }) =>
            answer.subscription ? (
              <TopicsForm token={token} subscription={answer.subscription} />
            ) : (
              <LinkProblem problem={answer.problem ?? 'INVALID'} />
            )
          }
        />
      ) : (
        <LinkProblem problem="INVALID" />
      )}
    </SubscriptionPage>
  );
}
