import { useMutation } from '@apollo/client/react';
import { SubscribeForm } from 'ui-kit';
import { SubscribeDocument } from '../../graphql/generated/graphql';
import { toFormError } from '../../graphql/errors';

/**
 * The newsletter subscribe form wired to the `subscribe` mutation: the spec's toasts, reset on
 * success. Pages use NewsletterSubscribe, which loads this (with antd's Form) when it is near.
 */
export function NewsletterSubscribeForm() {
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
