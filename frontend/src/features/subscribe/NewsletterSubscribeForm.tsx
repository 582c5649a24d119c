import { usePageMutation } from '../../app/page-data';
import { Link, useLocation } from 'react-router';
import { SubscribeForm } from 'ui-kit';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { SubscribeDocument } from '../../graphql/generated/graphql';
import { toFormError, withoutUserErrors } from '../../graphql/errors';

export interface NewsletterSubscribeFormProps {
  /** The consent wording to show (the server's, letter for letter), and its version. */
  consent: { version: string; text: string } | null;
}

/**
 * The newsletter subscribe form wired to the `subscribe` mutation: the spec's toasts (the success
 * text is the server's answer), reset on success, and the consent wording under it, whose
 * version and page go with the subscription for the consent record. Pages use
 * NewsletterSubscribe, which loads this (with antd's Form) when it is near.
 */
export function NewsletterSubscribeForm({ consent }: NewsletterSubscribeFormProps) {
  const [subscribe] = usePageMutation(SubscribeDocument);
  const { pathname } = useLocation();
  return (
    <SubscribeForm
      note={
        consent ? (
          <>
            {consent.text} See our <Link to={PUBLIC_ROUTES.privacyPolicy.path}>privacy policy</Link>
            .
          </>
        ) : null
      }
      onSubmit={async ({ email, website }) => {
        try {
          const { data } = await subscribe({
            variables: {
              input: {
                email,
                preferences: [],
                website,
                // The page is always known. Only a wording the visitor saw is named: before the
                // form has read it (the server's HTML shows it before the app has it), the server
                // records its current wording.
                page: pathname,
                ...(consent ? { consentVersion: consent.version } : {}),
              },
            },
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
