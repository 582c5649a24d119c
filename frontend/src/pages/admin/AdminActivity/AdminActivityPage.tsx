import { PagedList, usePagedQuery } from '../../../features/admin/PagedList';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { Table } from 'antd';
import {
  AdminAuditEventsDocument,
  type AdminAuditEventsQuery,
  type AuditAction,
} from '../../../graphql/generated/admin-activity/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { useTypedFilters } from '../../../features/admin/useDebouncedValue';
import { ActivityFilters } from './ActivityFilters';
import { activityVariables, isActivityFiltered, NO_ACTIVITY_FILTERS } from './activityFilters';
import { AUDIT_ACTION_LABELS, recordTypeLabel } from './auditLabels';

type AuditEventRow = AdminAuditEventsQuery['auditEvents']['edges'][number]['node'];

/**
 * /admin/activity: the audit trail, every change an admin made, newest first, filtered on the
 * server by who, kind of record, kind of change and days (in Alberta), a page at a time with
 * "Load more". Typing a username waits for a pause before it asks; the other filters ask at once.
 */
export function AdminActivityPage() {
  const [filters, setFilters, applied] = useTypedFilters(NO_ACTIVITY_FILTERS, 'actor');
  const list = usePagedQuery(
    AdminAuditEventsDocument,
    activityVariables(applied),
    (data) => data.auditEvents,
  );

  return (
    <>
      <AdminScreenHeader
        title="Activity"
        description="Every change an admin made: who, what, when and from where."
      />
      <ActivityFilters value={filters} onChange={setFilters} />
      <PagedList
        list={list}
        what="activity"
        noun="changes"
        empty={{ title: 'No changes yet', description: 'Changes made in the admin appear here.' }}
        noMatch={{
          title: 'No changes match',
          description: 'Try another person, record, action or days.',
        }}
        filtered={isActivityFiltered(applied)}
      >
        {(list) => (
          // The table scrolls sideways in its own box on a phone; the box takes the focus, so a
          // keyboard can scroll it too (axe's scrollable-region-focusable).
          <div
            className="admin-table-scroll pe-focus-ring"
            role="region"
            aria-label="Changes"
            tabIndex={0}
          >
            <Table<AuditEventRow>
              rowKey="id"
              dataSource={list}
              pagination={false}
              columns={[
                {
                  title: 'When',
                  dataIndex: 'createdAt',
                  render: (at: string) => <time dateTime={at}>{edmontonDateTime(at)}</time>,
                },
                { title: 'Who', dataIndex: 'actor' },
                {
                  title: 'What',
                  dataIndex: 'action',
                  render: (action: AuditAction) => AUDIT_ACTION_LABELS[action].label,
                },
                {
                  title: 'Record',
                  dataIndex: 'recordLabel',
                  render: (label: string, row) => `${recordTypeLabel(row.recordType)}: ${label}`,
                },
                {
                  title: 'Fields',
                  dataIndex: 'fields',
                  render: (fields: string[]) => fields.join(', '),
                },
                { title: 'Address', dataIndex: 'clientAddress' },
                { title: 'Note', dataIndex: 'note' },
              ]}
            />
          </div>
        )}
      </PagedList>
    </>
  );
}
