import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useToast } from 'ui-kit';
import { useRequestFailed } from '../../features/admin';
import { userErrorMessages } from '../../graphql/errors';
import type { UserErrorFieldsFragment } from '../../graphql/generated/graphql';

/**
 * What a record editor shows of a save's answer, the same way on every screen: the API's messages
 * under their fields, a CONFLICT above the form (and `onConflict`, to read the newer version), a
 * toast for the rest. What is typed is never touched.
 */
export function useEditorFeedback(notSaved: string, onConflict: () => void) {
  const toast = useToast();
  const failed = useRequestFailed();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | undefined>();
  return {
    fieldErrors,
    conflict,
    /** The form status of a field: "error" while the API has a message for it. */
    status: (key: string) => (fieldErrors[key] ? ('error' as const) : undefined),
    /** A thrown error: a refused token ends the session, anything else is a toast. */
    failed,
    /** A payload's user errors. */
    refused(userErrors: readonly UserErrorFieldsFragment[]) {
      const clash = userErrors.find((error) => error.code === 'CONFLICT');
      if (clash) {
        setConflict(clash.message);
        onConflict();
      }
      setFieldErrors(userErrorMessages(userErrors));
      toast.error('Not saved', userErrors[0]?.message ?? notSaved);
    },
    /** A save went through: the messages of the last attempt go. */
    accepted() {
      setFieldErrors({});
      setConflict(undefined);
    },
    dismissConflict: () => setConflict(undefined),
  };
}

export interface ConflictAlertProps {
  message: string | undefined;
  /** Takes the newer version as the one to save over (the next save overwrites theirs). */
  onSaveOver: () => void;
}

/** "Changed by someone else at 14:02: review their changes", above an editor's form. */
export function ConflictAlert({ message, onSaveOver }: ConflictAlertProps) {
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      message={message}
      description="Compare the versions below, then save again to keep yours."
      action={<Button onClick={onSaveOver}>Save over theirs next</Button>}
    />
  );
}
