import { Typography } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { recordList, RecordListScreen } from '../../../features/admin/records';
import { TechnologyListDocuments } from '../../../graphql/generated/admin-technology/graphql';
import { pagesOfTechnology } from './technologyPages';

const TECHNOLOGY = recordList(ADMIN_SECTIONS.technology, {
  noun: 'entries',
  empty: {
    title: 'No technology entries',
    description: 'The built-in entries are added when the site starts.',
  },
  emptySearch: { title: 'No entry matches' },
  label: 'Technology entries',
  description: 'Edit the content of the technology pages.',
  intro: (
    <Typography.Paragraph>
      The content of the technology pages. Each page looks up its entry by key, so entries can be
      edited here but not added or deleted.
    </Typography.Paragraph>
  ),
  search: 'Search names, titles and summaries',
  documents: TechnologyListDocuments,
  columns: ({ link, field }) => [
    link('Name', 'name'),
    field('Title', 'title'),
    {
      title: 'Shown on',
      dataIndex: 'key',
      render: (key: string) =>
        pagesOfTechnology(key)
          .map((page) => page.where)
          .join(', '),
    },
    field('Version', 'version'),
  ],
});

/**
 * /admin/technology: the entries of the technology pages, searched on the server, a page at a
 * time, each with the pages that show it. Entries are edited, never added or deleted: each page
 * looks its entry up by a fixed key.
 */
export const AdminTechnologyPage = () => <RecordListScreen config={TECHNOLOGY} />;
