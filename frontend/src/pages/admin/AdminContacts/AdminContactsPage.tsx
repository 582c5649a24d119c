import { PagedList, usePagedQuery } from '../../../features/admin/PagedList';
import { ExportButton } from '../../../features/admin/ExportButton';
import { Alert, Button } from 'antd';
import { useLocation } from 'react-router';
import { Typography } from 'ui-kit';
import { PageMeta, SITE_NAME } from '../../../app/meta';
import { useAdminSession, useNow } from '../../../features/admin';
import {
  AdminContactsDocument,
  type ContactStatus,
} from '../../../graphql/generated/admin-contacts/graphql';
import { useTypedFilters } from '../../../features/admin/useDebouncedValue';
import { ContactFilters } from './ContactFilters';
import { ContactTriage } from './ContactTriage';
import { contactsVariables, isFiltered, NO_FILTERS } from './contactListFilters';
import { SubmissionCard } from './SubmissionCard';

const count = (n: number) => `${n} ${n === 1 ? 'submission' : 'submissions'}`;

/** The CSV export of the messages of one status (all without one), downloaded with the session cookie. */
export function contactsExportUrl(status: ContactStatus | null): string {
  const base = '/api/admin/exports/contacts.csv';
  return status ? `${base}?status=${status.toLowerCase()}` : base;
}

/**
 * "Contact Submissions" at /admin and /admin/messages: newest first, searched by name or e-mail
 * and filtered by status, business type and days received on the server, a page at a time with
 * "Load more". Typing waits for a pause before it asks; the other filters ask at once. Each
 * message is marked handled or reopened, with a note, on its card; "Export CSV" downloads the
 * messages of the status filter.
 */
export function AdminContactsPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const now = useNow();
  const [filters, setFilters, applied] = useTypedFilters(NO_FILTERS, 'search');
  const list = usePagedQuery(
    AdminContactsDocument,
    contactsVariables(applied),
    (data) => data.contacts,
  );

  const { data, refetch, connection } = list;
  const total = connection?.totalCount ?? 0;
  const filtered = isFiltered(applied);
  const companyName = data?.company.name ?? SITE_NAME;

  return (
    <>
      <PageMeta
        title="Contact Submissions"
        description="Messages sent through the contact form."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Contact Submissions</Typography.Title>
        <div className="admin-submission__actions">
          <ExportButton url={contactsExportUrl(applied.status)} fileName="contact-messages.csv" />
          <Button onClick={session.signOut}>Logout</Button>
        </div>
      </div>
      {data?.company.email ? (
        <Alert
          className="admin-note"
          type="info"
          showIcon
          title={
            <>
              All contact form submissions are addressed to the company mailbox,{' '}
              <a href={`mailto:${data.company.email}`}>{data.company.email}</a>.
            </>
          }
        />
      ) : null}
      <ContactFilters value={filters} onChange={setFilters} />
      <PagedList
        list={list}
        what="contact submissions"
        noun="submissions"
        empty={{ title: 'No contact submissions yet' }}
        noMatch={{
          title: 'No messages match',
          description: 'Try other words, another status or business type, or other days.',
        }}
        filtered={filtered}
      >
        {(list) => (
          <>
            <p className="admin-count" role="status">
              {filtered ? `${count(total)} ${total === 1 ? 'matches' : 'match'}` : count(total)}
            </p>
            <ul className="admin-list">
              {list.map((submission) => (
                <li key={submission.id}>
                  <SubmissionCard submission={submission} companyName={companyName} now={now}>
                    <ContactTriage submission={submission} onChanged={() => void refetch()} />
                  </SubmissionCard>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </>
  );
}
