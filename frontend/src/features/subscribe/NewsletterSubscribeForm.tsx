import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { SubscribeForm } from 'ui-kit';
import { SITE_NAME } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { SubscribeDocument } from '../../graphql/generated/graphql';
import { toFormError, withoutUserErrors } from '../../graphql/errors';

/**
 * The newsletter subscribe form wired to the `subscribe` mutation: the spec's toasts, reset on
 * success, and a line saying who sends it and how to leave (as the privacy policy says). Pages use
 * NewsletterSubscribe, which loads this (with antd's Form) when it is near.
 */
export function NewsletterSubscribeForm() {
  const [subscribe] = useMutation(SubscribeDocument);
  return (
    <SubscribeForm
      note={
        <>
          Sent once a month by {SITE_NAME}. To unsubscribe, reply to any issue or{' '}
          <Link to={PUBLIC_ROUTES.contact.path}>write to us</Link>; see our{' '}
          <Link to={PUBLIC_ROUTES.privacyPolicy.path}>privacy policy</Link>.
        </>
      }
      onSubmit={async ({ email, website }) => {
        try {
          const { data } = await subscribe({
            variables: { input: { email, preferences: [], website } },
          });
          withoutUserErrors(data?.subscribe);
        } catch (error) {
          throw toFormError(error);
        }
      }}
    />
  );
}
