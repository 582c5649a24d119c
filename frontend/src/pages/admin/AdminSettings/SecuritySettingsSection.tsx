import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { Typography, useToast } from 'ui-kit';
import { useRequestFailed } from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminSecuritySettingsDocument,
  AdminUpdateSecuritySettingsDocument,
} from '../../../graphql/generated/admin-settings/graphql';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';

export const SECURITY_SAVED = 'Security Settings Saved';
export const TIMEOUTS_SAVED = 'Session Timeouts Saved';

interface Timeouts {
  sessionIdleMinutes: string;
  sessionLifetimeHours: string;
}

/** The two timeouts' fields, with the API's ranges (it checks them again). */
const TIMEOUT_FIELDS = [
  {
    name: 'sessionIdleMinutes',
    label: 'Idle timeout (minutes)',
    min: 5,
    max: 1440,
    extra: 'From 5 to 1440 (a day).',
    required: 'Idle timeout is required',
  },
  {
    name: 'sessionLifetimeHours',
    label: 'Session lifetime (hours)',
    min: 1,
    max: 720,
    extra: 'From 1 to 720 (30 days).',
    required: 'Session lifetime is required',
  },
] as const;

/**
 * Settings' "Sign-in security" (owners): whether every account must sign in with two-factor
 * (turning it on asks the owner's own account to have it first; the API says so), and the
 * browser sessions' idle timeout and absolute lifetime.
 */
export function SecuritySettingsSection() {
  const toast = useToast();
  const report = useRequestFailed();
  const { data } = useQuery(AdminSecuritySettingsDocument, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(AdminUpdateSecuritySettingsDocument);
  const settings = data?.securitySettings;
  const required = settings?.requireTwoFactor;
  const [form] = Form.useForm<Timeouts>();

  useEffect(() => {
    if (!settings) return;
    form.setFieldsValue({
      sessionIdleMinutes: String(settings.sessionIdleMinutes),
      sessionLifetimeHours: String(settings.sessionLifetimeHours),
    });
  }, [settings, form]);

  const saveTimeouts = async (values: Timeouts) => {
    try {
      const payload = (
        await update({
          variables: {
            // Two-factor left out: saving the timeouts never changes it, whatever this page
            // loaded before another owner changed it.
            input: {
              sessionIdleMinutes: Number(values.sessionIdleMinutes),
              sessionLifetimeHours: Number(values.sessionLifetimeHours),
            },
          },
          refetchQueries: [AdminSecuritySettingsDocument],
        })
      ).data?.updateSecuritySettings;
      if (!payload?.settings) throw userErrorsToFormError(payload?.userErrors ?? []);
      toast.success(
        TIMEOUTS_SAVED,
        'Every browser session, those open now included, follows the new timeouts.',
      );
    } catch (error) {
      if (!showFieldErrors(form, error, ['sessionIdleMinutes', 'sessionLifetimeHours'])) {
        report(error);
      }
    }
  };

  const change = async (requireTwoFactor: boolean) => {
    try {
      const payload = (
        await update({
          variables: { input: { requireTwoFactor } },
          refetchQueries: [AdminSecuritySettingsDocument],
        })
      ).data?.updateSecuritySettings;
      if (payload?.settings) {
        toast.success(
          SECURITY_SAVED,
          payload.settings.requireTwoFactor
            ? 'Every account now signs in with two-factor; those without it set it up first.'
            : 'Two-factor sign-in is now each person’s choice.',
        );
      } else {
        toast.error('Error', payload?.userErrors[0]?.message ?? 'The request failed.');
      }
    } catch (error) {
      report(error);
    }
  };

  return (
    <section aria-labelledby="security-heading">
      <Typography.Title level={2} id="security-heading" className="admin-settings__title">
        Sign-in security
      </Typography.Title>
      <p className="admin-settings__note">
        Two-factor sign-in asks for a code from an authenticator app after the password. Required,
        an account without it can only set it up (on My Account) until it has.
      </p>
      {/* A checkbox, not antd's Switch: Switch's theme tokens would join every page's stylesheet. */}
      <Checkbox
        checked={required ?? false}
        disabled={required === undefined || loading}
        onChange={(event) => void change(event.target.checked)}
      >
        Require two-factor sign-in for every account
      </Checkbox>
      <Typography.Title level={3} className="admin-settings__title">
        Browser sessions
      </Typography.Title>
      <p className="admin-settings__note">
        A browser signed in to the admin is signed out after it sits unused for the idle timeout,
        and in any case once the session lifetime has passed since it signed in.
      </p>
      <Form<Timeouts>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!settings || loading}
        onFinish={(values) => void saveTimeouts(values)}
      >
        {TIMEOUT_FIELDS.map(({ name, label, min, max, extra, required }) => (
          <Form.Item
            key={name}
            label={label}
            name={name}
            extra={extra}
            rules={[{ required: true, message: required }]}
          >
            <Input type="number" inputMode="numeric" min={min} max={max} step={1} />
          </Form.Item>
        ))}
        <Button htmlType="submit" loading={loading}>
          Save Timeouts
        </Button>
      </Form>
    </section>
  );
}
