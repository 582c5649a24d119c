import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { DataState, ErrorState, errorMessage, LoadingState, Typography, useToast } from 'ui-kit';
import { useRequestFailed } from '../../../features/admin';
import {
  AdminErasePersonalDataDocument,
  AdminLiftMailSuppressionDocument,
  AdminPersonalDataDocument,
} from '../../../graphql/generated/admin-subscribers/graphql';
import { ConfirmErase } from './ConfirmErase';
import { PersonalDataView } from './PersonalDataView';
import {
  erasedSentence,
  erasureItems,
  personalDataFilename,
  personalDataJson,
  type PersonalData,
} from './personalDataSummary';

const LOOKS_LIKE_ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** Hands a JSON text to the browser to save. */
function saveJson(text: string, filename: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * The "Privacy" tab of /admin/subscribers: a person's access and erasure requests (PIPEDA, Alberta
 * PIPA). The office types an address and sees everything the site keeps about it, downloads it as
 * JSON, or erases it after typing the address again; an erased address stays on the suppression
 * list until the person asks to be allowed again. The address never goes into a URL (server logs
 * would keep it): the lookup is a GraphQL request, and a subscriber's detail hands it over.
 */
export function PrivacyPanel({ initialEmail = '' }: { initialEmail?: string }) {
  const failed = useRequestFailed();
  const toast = useToast();
  const [typed, setTyped] = useState(initialEmail);
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [erasedText, setErasedText] = useState<string | null>(null);
  const inputId = useId();
  const { data, loading, error, refetch } = useQuery(AdminPersonalDataDocument, {
    variables: { email },
    skip: !email,
    fetchPolicy: 'network-only',
  });
  const [erase, { loading: erasing }] = useMutation(AdminErasePersonalDataDocument);
  const [lift, { loading: lifting }] = useMutation(AdminLiftMailSuppressionDocument);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const address = typed.trim();
    if (!LOOKS_LIKE_ADDRESS.test(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setErasedText(null);
    if (address === email) void refetch();
    else setEmail(address);
  };

  const eraseNow = async (found: PersonalData) => {
    try {
      // The subscribers tab, still mounted, must not keep showing what was erased.
      const { data: answer } = await erase({
        variables: { email: found.email },
        refetchQueries: ['AdminSubscribers'],
      });
      const payload = answer?.erasePersonalData;
      if (payload?.erased) {
        setConfirming(false);
        setErasedText(erasedSentence(payload.erased));
        await refetch();
      } else {
        toast.error('Not erased', payload?.userErrors[0]?.message ?? 'Please try again.');
      }
    } catch (problem) {
      failed(problem);
    }
  };

  const liftNow = async (found: PersonalData) => {
    try {
      const { data: answer } = await lift({ variables: { email: found.email } });
      if (typeof answer?.liftMailSuppression?.lifted === 'boolean') {
        toast.success(
          'Address allowed again',
          'It may subscribe again; it is mailed only once its owner confirms.',
        );
        setErasedText(null);
        await refetch();
      }
    } catch (problem) {
      failed(problem);
    }
  };

  return (
    <>
      <Typography.Paragraph>
        When a person asks what we keep about them, or asks us to erase it, type their e-mail
        address: everything about it shows here, to download as a file or to erase.
      </Typography.Paragraph>
      <form
        noValidate
        className="admin-privacy__lookup"
        onSubmit={lookUp}
        role="search"
        aria-label="Look up an address"
      >
        <label htmlFor={inputId}>E-mail address</label>
        <Input
          id={inputId}
          type="email"
          autoComplete="off"
          value={typed}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="primary" htmlType="submit">
          Look up
        </Button>
        {invalid ? (
          <p id={`${inputId}-error`} className="admin-privacy__error" role="alert">
            Enter an e-mail address, e.g. name@example.com
          </p>
        ) : null}
      </form>
      {erasedText ? (
        <Alert type="success" showIcon title={erasedText} className="admin-note" />
      ) : null}
      {email ? (
        <DataState
          state={{ loading, error, data: data?.personalData }}
          loading={<LoadingState label="Looking up the address..." />}
          empty={
            <ErrorState
              message="Nothing could be read for this address."
              onRetry={() => void refetch()}
            />
          }
          failure={(lookupError) => (
            <ErrorState
              message={`Failed to look up the address: ${errorMessage(lookupError)}`}
              onRetry={() => void refetch()}
            />
          )}
          success={(found) => (
            <>
              <Typography.Title level={2} className="admin-privacy__heading">
                {found.email}
              </Typography.Title>
              {found.suppressed ? (
                <Alert
                  type="warning"
                  showIcon
                  className="admin-note"
                  title="Erased at the person’s request: this address is on the suppression list. Nothing is sent to it and no import or form adds it again."
                  action={
                    <Button size="small" loading={lifting} onClick={() => void liftNow(found)}>
                      Allow this address again
                    </Button>
                  }
                />
              ) : null}
              <div className="admin-submission__actions admin-privacy__actions">
                <Button
                  onClick={() =>
                    saveJson(personalDataJson(found), personalDataFilename(found.email))
                  }
                >
                  Download JSON
                </Button>
                <Button danger onClick={() => setConfirming(true)}>
                  Erase this person…
                </Button>
              </div>
              <PersonalDataView data={found} />
              <ConfirmErase
                open={confirming}
                email={found.email}
                consequences={erasureItems(found)}
                erasing={erasing}
                onCancel={() => setConfirming(false)}
                onErase={() => void eraseNow(found)}
              />
            </>
          )}
        />
      ) : null}
    </>
  );
}
