import { ConflictBanner, type ConflictBannerProps } from 'ui-kit/admin';
import { useState } from 'react';
import { useToast } from 'ui-kit';
import { useRequestFailed } from '..';
import { userErrorMessages } from '../../../graphql/errors';
import type { UserErrorFieldsFragment } from '../../../graphql/generated/admin/graphql';

/** A mutation's payload: what it changed (under its own name), or its user errors. */
interface Payload {
  userErrors: readonly UserErrorFieldsFragment[];
}

/**
 * The admin's one way of sending a form's mutation and showing its answer, the same on every
 * screen: the API's messages under their fields, a CONFLICT above the form (and `onConflict`, to
 * read the newer version, for a form of a versioned record), a toast for the rest. What is typed
 * is never touched.
 */
export function useEditorFeedback(notSaved: string, onConflict?: () => void) {
  const toast = useToast();
  const failed = useRequestFailed();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | undefined>();

  /** A payload's user errors. */
  const refused = (userErrors: readonly UserErrorFieldsFragment[]) => {
    const clash = userErrors.find((error) => error.code === 'CONFLICT');
    if (clash) {
      setConflict(clash.message);
      onConflict?.();
    }
    setFieldErrors(userErrorMessages(userErrors));
    toast.error('Not saved', userErrors[0]?.message ?? notSaved);
  };
  /** A save went through: the messages of the last attempt go. */
  const accepted = () => {
    setFieldErrors({});
    setConflict(undefined);
  };

  return {
    fieldErrors,
    conflict,
    /** The form status of a field: "error" while the API has a message for it. */
    status: (key: string) => (fieldErrors[key] ? ('error' as const) : undefined),
    /** A thrown error: a refused token ends the session, anything else is a toast. */
    failed,
    refused,
    accepted,
    /** Shows a message of the browser's own checks under `field`, as the API's would be. */
    fieldError: (field: string, message: string) => setFieldErrors({ [field]: message }),
    dismissConflict: () => setConflict(undefined),
    /**
     * Sends a mutation (`send` answers its payload) and answers what `pick` finds in the payload
     * (the saved record, a deleted id), or undefined when it was refused or failed, which this
     * has then shown. A success clears the last attempt's messages.
     */
    async submit<P extends Payload, T>(
      send: () => Promise<P | null | undefined>,
      pick: (payload: P) => T | null | undefined,
    ): Promise<T | undefined> {
      try {
        const payload = await send();
        const result = payload ? pick(payload) : undefined;
        if (result == null) {
          refused(payload?.userErrors ?? []);
          return undefined;
        }
        accepted();
        return result;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
  };
}

/**
 * "Changed by someone else at 14:02: review their changes", above an editor's form, with what
 * they changed and a way to save over it (the admin kit's ConflictBanner, shown while there is one).
 */
export function ConflictAlert({
  message,
  ...props
}: Omit<ConflictBannerProps, 'message'> & { message: string | undefined }) {
  return message ? <ConflictBanner message={message} {...props} /> : null;
}
