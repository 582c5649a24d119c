import { Alert, Modal, Spin } from 'antd';
import { Link, useLocation } from 'react-router';
import { SubscribeForm } from 'ui-kit';
import { usePageMutation, usePageQuery } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { toFormError, withoutUserErrors } from '../../graphql/errors';
import {
  JoinWaitlistDocument,
  WaitlistConsentWordingDocument,
} from '../../graphql/generated/waitlist/graphql';
import './WaitlistDialog.css';

export const WAITLIST_DIALOG_TITLE = 'Join the FarmOps Manager waitlist';
export const WAITLIST_SUCCESS_TITLE = 'Check your inbox to confirm';
export const WAITLIST_WORDING_FAILED =
  'The waitlist form could not be loaded. Please close this window and try again.';

export interface WaitlistDialogProps {
  open: boolean;
  /** Closes the dialog; antd gives the focus back to the button that opened it. */
  onClose: () => void;
}

/**
 * The FarmOps Manager "Join Waitlist" dialog of /apps: the address, with the waitlist's consent
 * wording as the server words it (who asks, what is sent, how to leave). The form shows only once
 * the wording is there, so nobody joins without having read it; its version and the page go with
 * the request for the consent record. Loading, failure and success each show in the dialog. This
 * module (antd's Modal and Form, the mutation) loads only when the button is pressed.
 */
export function WaitlistDialog({ open, onClose }: WaitlistDialogProps) {
  const wording = usePageQuery(WaitlistConsentWordingDocument, {
    variables: { waitlist: 'FARMOPS_MANAGER' },
  });
  const [join] = usePageMutation(JoinWaitlistDocument);
  const { pathname } = useLocation();
  const consent = wording.data?.waitlistConsentWording;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={WAITLIST_DIALOG_TITLE}
      className="waitlist-dialog"
      // Its close button (named "Close") and Escape close it; no second button to say the same.
      footer={null}
    >
      <p>
        FarmOps Manager is coming soon. Leave your e-mail address and we will write when early
        access opens.
      </p>
      {consent ? (
        <SubscribeForm
          name="waitlist"
          submitLabel="Join Waitlist"
          pendingLabel="Joining..."
          successTitle={WAITLIST_SUCCESS_TITLE}
          notify={false}
          inlineErrors
          note={
            <>
              {consent.text} See our{' '}
              <Link to={PUBLIC_ROUTES.privacyPolicy.path}>privacy policy</Link>.
            </>
          }
          onSubmit={async ({ email, website }) => {
            try {
              const { data } = await join({
                variables: {
                  input: {
                    email,
                    waitlist: 'FARMOPS_MANAGER',
                    consentVersion: consent.version,
                    page: pathname,
                    website,
                  },
                },
              });
              const { message } = withoutUserErrors(data?.joinWaitlist);
              if (!message) throw new Error('The joinWaitlist payload has no message');
              return { message };
            } catch (error) {
              throw toFormError(error);
            }
          }}
        />
      ) : wording.loading ? (
        <div className="waitlist-dialog__loading">
          <Spin aria-label="Loading the waitlist form" />
        </div>
      ) : (
        <Alert type="error" showIcon title={WAITLIST_WORDING_FAILED} />
      )}
    </Modal>
  );
}
