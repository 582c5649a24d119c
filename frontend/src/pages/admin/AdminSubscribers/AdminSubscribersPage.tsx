import { ExportButton } from '../../../features/admin/ExportButton';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { Button, Input, Segmented, Select, Tabs, Tag } from 'antd';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RecordTable } from 'ui-kit/admin';
import {
  AdminSubscribersDocument,
  AdminSubscriberTopicsDocument,
  type AdminSubscriberFieldsFragment,
  type SubscriberStatus,
} from '../../../graphql/generated/admin-subscribers/graphql';
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

/** `?status=` of the list, as the export spells it (lower case), and the status it stands for. */
const STATUS_OF_PARAM = new Map(SUBSCRIBER_STATUSES.map((value) => [value.toLowerCase(), value]));

/**
 * The list's choices, kept in the address (`?status=confirmed&topic=FarmOps+Manager+waitlist`) so
 * that a link opens the list filtered, e.g. who is on a waitlist; the search box is not (it asks
 * after a pause in typing).
 */
function useSubscriberFilters() {
  const [params, setParams] = useSearchParams();
  const status = STATUS_OF_PARAM.get(params.get('status') ?? '') ?? null;
  const topic = params.get('topic') || null;
  const set = (name: 'status' | 'topic', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return {
    status,
    topic,
    setStatus: (choice: SubscriberStatus | null) => set('status', choice?.toLowerCase() ?? null),
    setTopic: (choice: string | null) => set('topic', choice),
  };
}

/**
 * The subscribers tab: newest first, filtered by status and topic (a waitlist is one) and searched
 * by address on the server, a page at a time with "Load more". Each opens its detail with the
 * consent records; "Export CSV" downloads those of the status and topic with their consent
 * evidence, "Import CSV" adds a list (double opt-in).
 */
function SubscriberList({ onOpenPrivacy }: { onOpenPrivacy: (email: string) => void }) {
  const { status, topic, setStatus, setTopic } = useSubscriberFilters();
  const topics = useQuery(AdminSubscriberTopicsDocument).data?.subscriberTopics ?? [];
  // An id of its own: antd's ids are all "test-id" under test, the subscriber dialog's title too.
  const topicId = useId();
  const [typed, setTyped] = useState('');
  const debounced = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const search = typed.trim() ? debounced.trim() : '';
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const query = useQuery(AdminSubscribersDocument, {
    variables: { first: SUBSCRIBERS_PAGE_SIZE, status, topic, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const { data, refetch } = query;
  const connection = data?.subscribers;
  const open = connection?.edges.find((edge) => edge.node.id === openId)?.node ?? null;
  const filtered = status !== null || topic !== null || search !== '';

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
        <Select<string>
          id={topicId}
          aria-label="Topic"
          placeholder="All topics"
          allowClear
          // A few options need no virtual list, and without one every option is in the DOM.
          virtual={false}
          value={topic ?? undefined}
          onChange={(choice) => setTopic(choice ?? null)}
          // A topic in the address that is not (yet) among the choices is shown as it is.
          options={[...new Set([...topics, ...(topic ? [topic] : [])])].map((value) => ({
            value,
            label: value,
          }))}
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
          <ExportButton url={subscribersExportUrl(status, topic)} fileName="subscribers.csv" />
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
            ? {
                title: 'No subscribers match',
                description: 'Try another status, another topic or other words.',
              }
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
