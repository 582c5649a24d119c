import { loadFailure } from '../../../features/admin/LoadFailure';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { Card } from 'antd';
import { formatDistanceStrict } from 'date-fns';
import { AppLink, DataState, EmptyState, LoadingState } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { mayOpen, useAdminSession, useNow } from '../../../features/admin';
import {
  AdminDashboardDocument,
  type AdminDashboardQuery,
  type Permission,
} from '../../../graphql/generated/admin-dashboard/graphql';
import { BUSINESS_TYPE_LABELS } from '../../../app/labels';
import { auditSentence } from '../AdminActivity/auditLabels';
import { DashboardTiles } from './DashboardTiles';

export { DASHBOARD_TILES } from './DashboardTiles';

type Activity = NonNullable<AdminDashboardQuery['recentActivity']>[number];

function activityText(item: Activity): string {
  if (item.kind === 'CHANGE' && item.action) {
    return auditSentence(item.actor ?? '', item.action, item.title);
  }
  return item.kind === 'CONTACT'
    ? `New message from ${item.title}${item.businessType ? ` (${BUSINESS_TYPE_LABELS[item.businessType]})` : ''}`
    : `${item.title} subscribed to the newsletter`;
}

/**
 * /admin/dashboard: counts from one authenticated query, and the real latest messages,
 * subscriptions and admin changes (the audit trail) as "Recent Activity" (the original's hard-coded samples and "Upcoming Tasks"
 * had no data behind them and are gone).
 */
export function AdminDashboardPage() {
  const session = useAdminSession();
  const now = useNow();
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <AdminScreenHeader
        title="Admin Dashboard"
        heading="Dashboard"
        description="Counts and recent activity."
      />
      <DataState
        // Counts come with their activity; without counts (admin only) there is nothing to show.
        state={{
          loading,
          error,
          data: data?.dashboardCounts
            ? { counts: data.dashboardCounts, activity: data.recentActivity ?? [] }
            : undefined,
        }}
        // cache-and-network: counts on screen stay while they refresh, even if refreshing fails.
        keepDataOnError
        loading={<LoadingState label="Loading dashboard..." />}
        failure={loadFailure('the dashboard', refetch)}
        success={({ counts, activity }) => (
          <>
            <DashboardTiles counts={counts} />
            <RecentActivity activity={activity} now={now} permissions={session.permissions} />
          </>
        )}
      />
    </>
  );
}

function RecentActivity({
  activity,
  now,
  permissions,
}: {
  activity: Activity[];
  now: Date | null;
  permissions: readonly Permission[];
}) {
  // Links only to what the role may open (the activity lists only what it may see).
  const links = [
    { section: 'messages', label: 'View all contact messages' },
    { section: 'activity', label: 'View all activity' },
  ] as const;
  const shown = links.filter(({ section }) => mayOpen(section, permissions));
  return (
    <Card title={<h2 className="admin-card-title">Recent Activity</h2>}>
      {activity.length === 0 ? (
        <EmptyState title="No recent activity" />
      ) : (
        <ul className="admin-activity">
          {activity.map((item) => (
            <li key={item.id}>
              <span>{activityText(item)}</span>
              <time className="admin-submission__time" dateTime={item.at}>
                {now ? formatDistanceStrict(new Date(item.at), now, { addSuffix: true }) : null}
              </time>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 ? (
        <p className="admin-activity__links">
          {shown.map(({ section, label }) => (
            <AppLink key={section} to={ADMIN_SECTIONS[section].path}>
              {label}
            </AppLink>
          ))}
        </p>
      ) : null}
    </Card>
  );
}
