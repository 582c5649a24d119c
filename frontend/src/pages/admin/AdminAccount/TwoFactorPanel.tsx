import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useToast } from 'ui-kit';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminConfirmTwoFactorSetupDocument,
  AdminStartTwoFactorSetupDocument,
  AdminTurnOffTwoFactorDocument,
  type AdminStartTwoFactorSetupMutation,
} from '../../../graphql/generated/admin-account/graphql';
import { AdminCurrentAdminDocument } from '../../../graphql/generated/admin/graphql';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';

type Setup = NonNullable<
  NonNullable<AdminStartTwoFactorSetupMutation['startTwoFactorSetup']>['setup']
>;

export const TWO_FACTOR_ON = {
  title: 'Two-Factor On',
  description: 'Signing in now asks for a code from your authenticator app.',
};
export const TWO_FACTOR_OFF = {
  title: 'Two-Factor Off',
  description: 'Signing in asks for your password only.',
};

/**
 * "Two-Factor Sign-In" on My Account: set it up (a QR code and the key in text for an
 * authenticator app, confirmed with a code; then ten recovery codes, shown once), or turn it off
 * with the password. When owners require it and it is not set up, this is all the admin offers.
 */
export function TwoFactorPanel() {
  const session = useAdminSession();
  const toast = useToast();
  const report = useRequestFailed();
  const { data, refetch } = useQuery(AdminCurrentAdminDocument, { fetchPolicy: 'network-only' });
  const [start, { loading: starting }] = useMutation(AdminStartTwoFactorSetupDocument);
  const [confirm] = useMutation(AdminConfirmTwoFactorSetupDocument);
  const [turnOff] = useMutation(AdminTurnOffTwoFactorDocument);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [codeForm] = Form.useForm<{ code: string }>();
  const [offForm] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const enabled = data?.currentAdmin?.twoFactorEnabled;

  const begin = async () => {
    try {
      const payload = (await start()).data?.startTwoFactorSetup;
      if (payload?.setup) setSetup(payload.setup);
      else toast.error('Error', payload?.userErrors[0]?.message ?? 'The request failed.');
    } catch (error) {
      report(error);
    }
  };

  /** Sends a form's mutation; its user errors show under the form's fields. */
  const run = async <T,>(send: () => Promise<T>, form: 'code' | 'password') => {
    setSaving(true);
    try {
      return await send();
    } catch (error) {
      const shown =
        form === 'code'
          ? showFieldErrors(codeForm, error, ['code'])
          : showFieldErrors(offForm, error, ['password']);
      if (!shown) report(error);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const turnOn = ({ code }: { code: string }) =>
    run(async () => {
      const payload = (await confirm({ variables: { input: { code: code.trim() } } })).data
        ?.confirmTwoFactorSetup;
      if (!payload?.recoveryCodes) throw userErrorsToFormError(payload?.userErrors ?? []);
      setSetup(null);
      setRecoveryCodes(payload.recoveryCodes);
      toast.success(TWO_FACTOR_ON.title, TWO_FACTOR_ON.description);
    }, 'code');

  const off = ({ password }: { password: string }) =>
    run(async () => {
      const payload = (await turnOff({ variables: { input: { password } } })).data
        ?.turnOffTwoFactor;
      if (!payload?.turnedOff) throw userErrorsToFormError(payload?.userErrors ?? []);
      offForm.resetFields();
      await refetch();
      toast.success(TWO_FACTOR_OFF.title, TWO_FACTOR_OFF.description);
    }, 'password');

  const done = async () => {
    setRecoveryCodes(null);
    await refetch();
    // Set up because owners require it: the rest of the admin opens now.
    if (session.mustSetUpTwoFactor) session.recheck();
  };

  let body;
  if (recoveryCodes) {
    body = (
      <>
        <p>
          Two-factor sign-in is on. If you lose your phone, each of these recovery codes signs you
          in once instead of a code from the app. Save them somewhere safe now: they are not shown
          again.
        </p>
        <ul className="admin-two-factor__codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button type="primary" onClick={() => void done()}>
          I Have Saved My Recovery Codes
        </Button>
      </>
    );
  } else if (setup) {
    body = (
      <>
        <p>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password…), then enter the 6-digit code it shows.
        </p>
        <div
          className="admin-two-factor__qr"
          role="img"
          aria-label="QR code for your authenticator app"
          // The server's QR code: an SVG of rectangles made by the qrcode library, no script.
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <p>
          No camera? Type this key into the app instead:{' '}
          <code className="admin-two-factor__secret">{setup.secret}</code>
        </p>
        <Form<{ code: string }>
          form={codeForm}
          layout="vertical"
          requiredMark={false}
          disabled={saving}
          onFinish={(values) => void turnOn(values)}
        >
          <Form.Item
            label="Code from the app"
            name="code"
            rules={[{ required: true, whitespace: true, message: 'Code is required' }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Turn On Two-Factor
          </Button>{' '}
          <Button onClick={() => setSetup(null)}>Cancel</Button>
        </Form>
      </>
    );
  } else if (enabled) {
    body = (
      <>
        <p>
          On: signing in asks for your password and a code from your authenticator app (or one of
          your recovery codes).
        </p>
        <Form<{ password: string }>
          form={offForm}
          layout="vertical"
          requiredMark={false}
          disabled={saving}
          onFinish={(values) => void off(values)}
        >
          <Form.Item
            label="Password, to turn it off"
            name="password"
            rules={[{ required: true, message: 'Password is required' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button danger htmlType="submit" loading={saving}>
            Turn Off Two-Factor
          </Button>
        </Form>
      </>
    );
  } else {
    body = (
      <>
        <p>
          Off. With it on, signing in also asks for a 6-digit code from an authenticator app on your
          phone, so a stolen password alone does not open the admin.
        </p>
        <Button type="primary" onClick={() => void begin()} loading={starting}>
          Set Up Two-Factor Sign-In
        </Button>
      </>
    );
  }

  return (
    <Card title={<h2 className="admin-card-title">Two-Factor Sign-In</h2>}>
      {session.mustSetUpTwoFactor && !recoveryCodes ? (
        <Alert
          type="warning"
          showIcon
          className="admin-note"
          title="The company requires two-factor sign-in. Set it up to open the rest of the admin."
        />
      ) : null}
      {data ? body : <p>Loading…</p>}
    </Card>
  );
}
