import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox } from 'antd';
import { Typography, useToast } from 'ui-kit';
import { useRequestFailed } from '../../../features/admin';
import {
  AdminSecuritySettingsDocument,
  AdminUpdateSecuritySettingsDocument,
} from '../../../graphql/generated/admin/graphql';

export const SECURITY_SAVED = 'Security Settings Saved';

/**
 * Settings' "Sign-in security" (owners): whether every account must sign in with two-factor.
 * Turning it on asks the owner's own account to have it first (the API says so).
 */
export function SecuritySettingsSection() {
  const toast = useToast();
  const report = useRequestFailed();
  const { data } = useQuery(AdminSecuritySettingsDocument, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(AdminUpdateSecuritySettingsDocument);
  const required = data?.securitySettings?.requireTwoFactor;

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
    </section>
  );
}
