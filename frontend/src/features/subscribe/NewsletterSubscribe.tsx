import { useMutation } from '@apollo/client/react';
import { SubscribeForm } from 'ui-kit';
import { SubscribeDocument } from '../../graphql/generated/graphql';
import { toFormError } from '../../graphql/errors';

/**
 * The newsletter subscribe form of the home page and /newsletter, wired to the `subscribe`
 * mutation. The form shows the spec's toasts and resets on success.
 */
export function NewsletterSubscribe() {
  const [subscribe] = useMutation(SubscribeDocument);
  return (
    <SubscribeForm
      onSubmit={async ({ email }) => {
        try {
          await subscribe({ variables: { input: { email, preferences: [] } } });
        } catch (error) {
          throw toFormError(error);
        }
      }}
    />
  );
}
