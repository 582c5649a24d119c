import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Select } from 'antd';
import { DataState, ErrorState, errorMessage, LoadingState, Typography, useToast } from 'ui-kit';
import { useRequestFailed } from '../../../features/admin';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';
import { withoutUserErrors } from '../../../graphql/errors';
import {
  AdminAppStatusesDocument,
  AdminUpdateAppStatusesDocument,
  type AppStatusesInput,
} from '../../../graphql/generated/admin-settings/graphql';
import { labelledValues } from '../../../app/labels';
import { APP_STATUS_LABELS, SUITE_APP_NAMES } from '../../../app/suite-apps';

export const APP_STATUSES_SAVED = {
  title: 'App Statuses Saved',
  description: 'The cards on /apps show the new statuses from the next page load.',
};

/** The statuses an app may have, in the spec's words. */
const STATUS_OPTIONS = labelledValues(APP_STATUS_LABELS);

const APP_FIELDS = SUITE_APP_NAMES.map((app) => app.key);

/** What each status does to an app's card, under its field. */
const hint = (path: string | undefined) =>
  path
    ? `Live or Beta: the card links to ${path}. Coming Soon: the card shows the badge only.`
    : 'The card shows the badge only: the app is not built yet.';

/**
 * Settings' "Apps" (owners): the status each card of /apps shows (Live, Beta or Coming Soon), saved
 * as a whole. The API's message shows under the app it names; nothing chosen is lost on a refusal.
 */
export function AppStatusesSection() {
  const toast = useToast();
  const report = useRequestFailed();
  const statuses = useQuery(AdminAppStatusesDocument, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(AdminUpdateAppStatusesDocument);
  const [form] = Form.useForm<AppStatusesInput>();
  const stored = statuses.data?.company.appStatuses;

  const save = async (input: AppStatusesInput) => {
    // Earlier refusals go: each save shows only what is wrong now.
    form.setFields(APP_FIELDS.map((name) => ({ name, errors: [] })));
    try {
      const answer = await update({ variables: { input } });
      withoutUserErrors(answer.data?.updateAppStatuses);
      toast.success(APP_STATUSES_SAVED.title, APP_STATUSES_SAVED.description);
    } catch (error) {
      if (!showFieldErrors(form, error, APP_FIELDS)) report(error);
      else toast.error('Not saved', (error as Error).message || 'The app statuses were not saved.');
    }
  };

  return (
    <section aria-labelledby="app-statuses-heading">
      <Typography.Title level={2} id="app-statuses-heading" className="admin-settings__title">
        Apps
      </Typography.Title>
      <p className="admin-settings__note">
        The status each card on /apps shows. Their data is under Fertilizer Products and Foliar
        Products.
      </p>
      <DataState
        state={{ ...statuses, data: stored }}
        loading={<LoadingState label="Loading the app statuses..." />}
        failure={(error) => (
          <ErrorState
            message={`Failed to load the app statuses: ${errorMessage(error)}`}
            onRetry={() => void statuses.refetch()}
          />
        )}
        success={({ optimizeCalculator, saltIndex, sprayConditions, farmOps }) => (
          <Form<AppStatusesInput>
            form={form}
            initialValues={{ optimizeCalculator, saltIndex, sprayConditions, farmOps }}
            layout="vertical"
            requiredMark={false}
            disabled={loading}
            onFinish={(values) => void save(values)}
          >
            {SUITE_APP_NAMES.map((app) => (
              <Form.Item
                key={app.key}
                label={`${app.name} status`}
                name={app.key}
                extra={hint(app.path)}
              >
                <Select options={STATUS_OPTIONS} />
              </Form.Item>
            ))}
            <Button htmlType="submit" loading={loading}>
              Save App Statuses
            </Button>
          </Form>
        )}
      />
    </section>
  );
}
