import { ExportButton } from '../../../features/admin/ExportButton';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { Button, Input, Segmented, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { RecordTable } from 'ui-kit/admin';
import {
  AdminSubscribersDocument,
  type AdminSubscriberFieldsFragment,
  type SubscriberStatus,
} from '../../../graphql/generated/admin/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { PrivacyPanel } from '../AdminPrivacy/PrivacyPanel';
import { queryTable } from '../../../features/admin/records/recordPage';
import { SEARCH_PAUSE_MS, useDebouncedValue } from '../../../features/admin/useDebouncedValue';
import { SubscriberDetail } from './SubscriberDetail';
import { SubscriberImport } from './SubscriberImport';
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersExportUrl,
} from './subscriberLabels';

const ALL = 'ALL';
type StatusChoice = SubscriberStatus | typeof ALL;
const STATUS_OPTIONS: { value: StatusChoice; label: string }[] = [
  { value: ALL, label: 'All' },
  ...SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] })),
];

/**
 * The subscribers tab: newest first, filtered by status and searched by address on the server, a
 * page at a time with "Load more". Each opens its detail with the consent records; "Export CSV"
 * downloads them with their consent evidence, "Import CSV" adds a list (double opt-in).
 */
function SubscriberList({ onOpenPrivacy }: { onOpenPrivacy: (email: string) => void }) {
  const [status, setStatus] = useState<SubscriberStatus | null>(null);
  const [typed, setTyped] = useState('');
  const debounced = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const search = typed.trim() ? debounced.trim() : '';
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const query = useQuery(AdminSubscribersDocument, {
    variables: { first: SUBSCRIBERS_PAGE_SIZE, status, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const { data, refetch } = query;
  const connection = data?.subscribers;
  const open = connection?.edges.find((edge) => edge.node.id === openId)?.node ?? null;
  const filtered = status !== null || search !== '';

  return (
    <>
      <div className="admin-filters" role="search" aria-label="Filter subscribers">
        <Segmented<StatusChoice>
          aria-label="Status"
          className="admin-filters__status"
          value={status ?? ALL}
          onChange={(choice) => setStatus(choice === ALL ? null : choice)}
          options={STATUS_OPTIONS}
        />
        <Input
          type="search"
          allowClear
          aria-label="Search subscribers"
          placeholder="Search email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="admin-submission__actions admin-filters__actions">
          <ExportButton url={subscribersExportUrl(status)} fileName="subscribers.csv" />
          <SubscriberImport onImported={() => void refetch()} />
        </div>
      </div>
      <RecordTable<AdminSubscriberFieldsFragment>
        label="Subscribers"
        noun="subscribers"
        {...queryTable(query, connection)}
        loadingLabel="Loading subscribers..."
        empty={
          filtered
            ? { title: 'No subscribers match', description: 'Try another status or other words.' }
            : { title: 'No subscribers yet' }
        }
        failure="Failed to load subscribers"
        columns={[
          {
            title: 'Email',
            dataIndex: 'email',
            render: (email: string, row) => (
              <Button
                type="link"
                className="admin-link-button"
                onClick={() => {
                  setOpenId(row.id);
                  setDrawerOpen(true);
                }}
              >
                {email}
              </Button>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: SubscriberStatus) => <Tag>{SUBSCRIBER_STATUS_LABELS[value]}</Tag>,
          },
          {
            title: 'Topics',
            dataIndex: 'preferences',
            render: (topics: string[]) => (topics.length ? topics.join(', ') : '—'),
          },
          {
            title: 'Subscribed',
            dataIndex: 'subscribeDate',
            render: (at: string) => <time dateTime={at}>{edmontonDateTime(at)}</time>,
          },
          {
            title: 'Consents',
            key: 'consents',
            render: (_: unknown, row) => row.consents.length,
          },
        ]}
      />
      <SubscriberDetail
        subscriber={open}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onOpenPrivacy={(email) => {
          setDrawerOpen(false);
          onOpenPrivacy(email);
        }}
      />
    </>
  );
}

/**
 * /admin/subscribers: the newsletter's subscribers (the list, with its export and import) and, in
 * the "Privacy" tab, a person's access and erasure requests by e-mail address.
 */
export function AdminSubscribersPage() {
  const [tab, setTab] = useState('subscribers');
  // The address a subscriber's detail hands to the privacy tab; the key starts its lookup afresh.
  const [handed, setHanded] = useState({ email: '', key: 0 });

  return (
    <>
      <AdminScreenHeader
        title="Subscribers"
        description="The newsletter's subscribers, their consent records and privacy requests."
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'subscribers',
            label: 'Subscribers',
            children: (
              <SubscriberList
                onOpenPrivacy={(email) => {
                  setHanded(({ key }) => ({ email, key: key + 1 }));
                  setTab('privacy');
                }}
              />
            ),
          },
          {
            key: 'privacy',
            label: 'Privacy',
            children: <PrivacyPanel key={handed.key} initialEmail={handed.email} />,
          },
        ]}
      />
    </>
  );
}
