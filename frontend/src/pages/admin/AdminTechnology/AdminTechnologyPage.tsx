import { Typography } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  fieldColumn,
  linkColumn,
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';
import { listOf } from '../../../features/admin/records/recordWords';
import {
  AdminTechnologiesDocument,
  type AdminTechnologiesQuery,
} from '../../../graphql/generated/admin-technology/graphql';
import { pagesOfTechnology } from './technologyPages';

type Row = AdminTechnologiesQuery['adminTechnologies']['edges'][number]['node'];

const TECHNOLOGY: ListConfig<Row, AdminTechnologiesQuery> = {
  ...listOf(ADMIN_SECTIONS.technology, {
    noun: 'entries',
    empty: {
      title: 'No technology entries',
      description: 'The built-in entries are added when the site starts.',
    },
    emptySearch: { title: 'No entry matches' },
  }),
  label: 'Technology entries',
  description: 'Edit the content of the technology pages.',
  intro: (
    <Typography.Paragraph>
      The content of the technology pages. Each page looks up its entry by key, so entries can be
      edited here but not added or deleted.
    </Typography.Paragraph>
  ),
  search: 'Search names, titles and summaries',
  query: AdminTechnologiesDocument,
  columns: [
    linkColumn('Name', 'name', ADMIN_SECTIONS.technology.recordPath),
    fieldColumn('Title', 'title'),
    {
      title: 'Shown on',
      dataIndex: 'key',
      render: (key: string) =>
        pagesOfTechnology(key)
          .map((page) => page.where)
          .join(', '),
    },
    fieldColumn('Version', 'version'),
  ],
};

/**
 * /admin/technology: the entries of the technology pages, searched on the server, a page at a
 * time, each with the pages that show it. Entries are edited, never added or deleted: each page
 * looks its entry up by a fixed key.
 */
export const AdminTechnologyPage = () => <RecordListScreen config={TECHNOLOGY} />;
