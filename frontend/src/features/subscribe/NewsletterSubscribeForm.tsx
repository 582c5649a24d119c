import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { SubscribeForm } from 'ui-kit';
import { SITE_NAME } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { SubscribeDocument } from '../../graphql/generated/graphql';
import { toFormError, withoutUserErrors } from '../../graphql/errors';

/**
 * The newsletter subscribe form wired to the `subscribe` mutation: the spec's toasts (the success
 * text is the server's answer), reset on success, and a line saying who sends it and how to leave
 * (as the privacy policy says). Pages use NewsletterSubscribe, which loads this (with antd's Form)
 * when it is near.
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
          const { message } = withoutUserErrors(data?.subscribe);
          // The toast's text is the server's answer (the spec's sentence lives there alone): a
          // success without it breaks the API's contract, so it fails as any broken answer does.
          if (!message) throw new Error('The subscribe payload has no message');
          return { message };
        } catch (error) {
          throw toFormError(error);
        }
      }}
    />
  );
}
