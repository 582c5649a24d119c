import type { ReactElement } from 'react';
import { Navigate, useParams, type Params } from 'react-router';
import type { NavLink } from 'ui-kit';
import { ADMIN_PATH } from '../../app/site-routes';
import { lazyComponent } from '../../app/lazyComponent';
import type { Permission } from '../../graphql/generated/schema';
import { panelPath } from './records/panelPath';

/*
 * The admin's sections, in one table: each one's address, menu label, the permission its screens
 * need (null: any signed-in person), its screen and the screens under it. The routes, the menu and
 * the access checks are all read from here, so adding a section to the admin is one entry.
 * Every screen is lazy, and the table loads with the admin area (routes/adminRoutes.tsx, a lazy
 * module): a public page's first load carries neither.
 */

const AdminContactsPage = lazyComponent('src/pages/admin/AdminContacts/AdminContactsPage.tsx', () =>
  import('../../pages/admin/AdminContacts/AdminContactsPage').then((m) => ({
    default: m.AdminContactsPage,
  })),
);
const AdminDashboardPage = lazyComponent(
  'src/pages/admin/AdminDashboard/AdminDashboardPage.tsx',
  () =>
    import('../../pages/admin/AdminDashboard/AdminDashboardPage').then((m) => ({
      default: m.AdminDashboardPage,
    })),
);
const AdminImagesPage = lazyComponent('src/pages/admin/AdminImages/AdminImagesPage.tsx', () =>
  import('../../pages/admin/AdminImages/AdminImagesPage').then((m) => ({
    default: m.AdminImagesPage,
  })),
);
const AdminNewslettersPage = lazyComponent(
  'src/pages/admin/AdminNewsletters/AdminNewslettersPage.tsx',
  () =>
    import('../../pages/admin/AdminNewsletters/AdminNewslettersPage').then((m) => ({
      default: m.AdminNewslettersPage,
    })),
);
const AdminNewsletterEditPage = lazyComponent(
  'src/pages/admin/AdminNewsletters/AdminNewsletterEditPage.tsx',
  () =>
    import('../../pages/admin/AdminNewsletters/AdminNewsletterEditPage').then((m) => ({
      default: m.AdminNewsletterEditPage,
    })),
);
// The outbox's list and message screens share one chunk: one list of files to preload in the
// entry rather than two.
const AdminOutboxPage = lazyComponent('src/pages/admin/AdminOutbox/index.ts', () =>
  import('../../pages/admin/AdminOutbox').then((m) => ({ default: m.AdminOutboxPage })),
);
const AdminOutboxMessagePage = lazyComponent('src/pages/admin/AdminOutbox/index.ts', () =>
  import('../../pages/admin/AdminOutbox').then((m) => ({ default: m.AdminOutboxMessagePage })),
);
const AdminSubscribersPage = lazyComponent(
  'src/pages/admin/AdminSubscribers/AdminSubscribersPage.tsx',
  () =>
    import('../../pages/admin/AdminSubscribers/AdminSubscribersPage').then((m) => ({
      default: m.AdminSubscribersPage,
    })),
);
const AdminActivityPage = lazyComponent('src/pages/admin/AdminActivity/AdminActivityPage.tsx', () =>
  import('../../pages/admin/AdminActivity/AdminActivityPage').then((m) => ({
    default: m.AdminActivityPage,
  })),
);
const AdminProductsPage = lazyComponent('src/pages/admin/AdminProducts/AdminProductsPage.tsx', () =>
  import('../../pages/admin/AdminProducts/AdminProductsPage').then((m) => ({
    default: m.AdminProductsPage,
  })),
);
const AdminProductEditPage = lazyComponent(
  'src/pages/admin/AdminProducts/AdminProductEditPage.tsx',
  () =>
    import('../../pages/admin/AdminProducts/AdminProductEditPage').then((m) => ({
      default: m.AdminProductEditPage,
    })),
);

const AdminTeamPage = lazyComponent('src/pages/admin/AdminTeam/AdminTeamPage.tsx', () =>
  import('../../pages/admin/AdminTeam/AdminTeamPage').then((m) => ({ default: m.AdminTeamPage })),
);
const AdminTeamMemberEditPage = lazyComponent(
  'src/pages/admin/AdminTeam/AdminTeamMemberEditPage.tsx',
  () =>
    import('../../pages/admin/AdminTeam/AdminTeamMemberEditPage').then((m) => ({
      default: m.AdminTeamMemberEditPage,
    })),
);
const AdminTestimonialsPage = lazyComponent(
  'src/pages/admin/AdminTestimonials/AdminTestimonialsPage.tsx',
  () =>
    import('../../pages/admin/AdminTestimonials/AdminTestimonialsPage').then((m) => ({
      default: m.AdminTestimonialsPage,
    })),
);
const AdminTestimonialEditPage = lazyComponent(
  'src/pages/admin/AdminTestimonials/AdminTestimonialEditPage.tsx',
  () =>
    import('../../pages/admin/AdminTestimonials/AdminTestimonialEditPage').then((m) => ({
      default: m.AdminTestimonialEditPage,
    })),
);
const AdminTechnologyPage = lazyComponent(
  'src/pages/admin/AdminTechnology/AdminTechnologyPage.tsx',
  () =>
    import('../../pages/admin/AdminTechnology/AdminTechnologyPage').then((m) => ({
      default: m.AdminTechnologyPage,
    })),
);
const AdminTechnologyEditPage = lazyComponent(
  'src/pages/admin/AdminTechnology/AdminTechnologyEditPage.tsx',
  () =>
    import('../../pages/admin/AdminTechnology/AdminTechnologyEditPage').then((m) => ({
      default: m.AdminTechnologyEditPage,
    })),
);
const AdminCertificationsPage = lazyComponent(
  'src/pages/admin/AdminCertifications/AdminCertificationsPage.tsx',
  () =>
    import('../../pages/admin/AdminCertifications/AdminCertificationsPage').then((m) => ({
      default: m.AdminCertificationsPage,
    })),
);
const AdminCertificationCardEditPage = lazyComponent(
  'src/pages/admin/AdminCertifications/AdminCertificationCardEditPage.tsx',
  () =>
    import('../../pages/admin/AdminCertifications/AdminCertificationCardEditPage').then((m) => ({
      default: m.AdminCertificationCardEditPage,
    })),
);
const AdminDocumentsPage = lazyComponent(
  'src/pages/admin/AdminDocuments/AdminDocumentsPage.tsx',
  () =>
    import('../../pages/admin/AdminDocuments/AdminDocumentsPage').then((m) => ({
      default: m.AdminDocumentsPage,
    })),
);
const AdminDocumentEditPage = lazyComponent(
  'src/pages/admin/AdminDocuments/AdminDocumentEditPage.tsx',
  () =>
    import('../../pages/admin/AdminDocuments/AdminDocumentEditPage').then((m) => ({
      default: m.AdminDocumentEditPage,
    })),
);
const AdminVideosPage = lazyComponent('src/pages/admin/AdminVideos/AdminVideosPage.tsx', () =>
  import('../../pages/admin/AdminVideos/AdminVideosPage').then((m) => ({
    default: m.AdminVideosPage,
  })),
);
const AdminVideoEditPage = lazyComponent('src/pages/admin/AdminVideos/AdminVideoEditPage.tsx', () =>
  import('../../pages/admin/AdminVideos/AdminVideoEditPage').then((m) => ({
    default: m.AdminVideoEditPage,
  })),
);
// The farm tools' four screens share one chunk (pages/admin/farmToolScreens.ts).
const AdminFertilizersPage = lazyComponent('src/pages/admin/farmToolScreens.ts', () =>
  import('../../pages/admin/farmToolScreens').then((m) => ({ default: m.AdminFertilizersPage })),
);
const AdminFertilizerEditPage = lazyComponent('src/pages/admin/farmToolScreens.ts', () =>
  import('../../pages/admin/farmToolScreens').then((m) => ({ default: m.AdminFertilizerEditPage })),
);
const AdminFoliarProductsPage = lazyComponent('src/pages/admin/farmToolScreens.ts', () =>
  import('../../pages/admin/farmToolScreens').then((m) => ({ default: m.AdminFoliarProductsPage })),
);
const AdminFoliarProductEditPage = lazyComponent('src/pages/admin/farmToolScreens.ts', () =>
  import('../../pages/admin/farmToolScreens').then((m) => ({
    default: m.AdminFoliarProductEditPage,
  })),
);
const AdminAccountsPage = lazyComponent('src/pages/admin/AdminAccounts/AdminAccountsPage.tsx', () =>
  import('../../pages/admin/AdminAccounts/AdminAccountsPage').then((m) => ({
    default: m.AdminAccountsPage,
  })),
);
const AdminAccountPage = lazyComponent('src/pages/admin/AdminAccount/AdminAccountPage.tsx', () =>
  import('../../pages/admin/AdminAccount/AdminAccountPage').then((m) => ({
    default: m.AdminAccountPage,
  })),
);
const AdminSettingsPage = lazyComponent('src/pages/admin/AdminSettings/AdminSettingsPage.tsx', () =>
  import('../../pages/admin/AdminSettings/AdminSettingsPage').then((m) => ({
    default: m.AdminSettingsPage,
  })),
);

/**
 * An address that moved, kept for bookmarks and the links in mails and docs: it goes on to where
 * the screen is now, in place of the old address in the history (Back does not return to it).
 */
function Moved({ to }: { to: (params: Readonly<Params>) => string }) {
  return <Navigate to={to(useParams())} replace />;
}

/** One admin section: its address, its menu label, who may open it, and its screens. */
export interface AdminSection {
  path: string;
  label: string;
  /** The permission the section's queries need on the server; null for any signed-in role. */
  permission: Permission | null;
  /** The section's own screen, at `path`. */
  screen: ReactElement;
  /** Screens under it by the rest of their address (":id" is one record's editor). */
  routes?: Readonly<Record<string, ReactElement>>;
}

/**
 * The section of a content type: its list at `path`, one record's editor at `path/{id}`. Its
 * records are named in the office's words, once for the list and the editor ("New Testimonial",
 * "Loading the testimonials...", "This testimonial does not exist (it may have been deleted).").
 */
export interface RecordSection extends AdminSection {
  /** A record ("certification card"). */
  one: string;
  /** Records in the plural ("certification cards"; `one` with an s unless told). */
  many: string;
  /** The address of one record's editor (`new` for a new record): `{path}/{id}`. */
  recordPath: (id: string) => string;
  /** Built-in records, edited but never added or deleted (the pages look them up by key). */
  fixed: boolean;
  /**
   * The admin list of its records, a page at a time: the Query field (`admin<Many>`, as the
   * record resource names it, unless told) and the arguments that keep one list apart from
   * another (its search, and a filter such as a tab). The admin cache appends each "Load more" to
   * the list of the same arguments (adminCache.ts).
   */
  list: RecordListField;
}

/** A content type's admin list field and the arguments that keep its lists apart. */
export interface RecordListField {
  field: string;
  args: readonly string[];
}

/** "certification cards" → "CertificationCards". */
const pascal = (words: string) =>
  words
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const section = (
  name: string,
  label: string,
  permission: Permission | null,
  screen: ReactElement,
  routes?: AdminSection['routes'],
): AdminSection => ({ path: `${ADMIN_PATH}/${name}`, label, permission, screen, routes });

/**
 * The section of a content type's records (`one`, or `[one, many]` when the plural is not `one`
 * with an s): the list and, at ":id", the editor; edited with the content permission. Its admin
 * list is `admin<Many>` kept apart by its search, unless `list` says its field or more arguments
 * (`{ args: ['search', 'category'] }`). Exported
 * for the worked example of docs/content-types.md (records/addingAContentType.test.tsx), which
 * declares its fixture type's section with it as an entry below would.
 */
export const records = (
  name: string,
  label: string,
  words: string | readonly [one: string, many: string],
  list: ReactElement,
  editor: ReactElement,
  {
    routes,
    fixed = false,
    list: listField = {},
  }: {
    routes?: AdminSection['routes'];
    fixed?: boolean;
    list?: Partial<RecordListField>;
  } = {},
): RecordSection => {
  const [one, many] = typeof words === 'string' ? [words, `${words}s`] : words;
  const path = `${ADMIN_PATH}/${name}`;
  return {
    ...section(name, label, 'CONTENT', list, { ':id': editor, ...routes }),
    one,
    many,
    recordPath: (id) => `${path}/${id}`,
    fixed,
    list: { field: `admin${pascal(many)}`, args: ['search'], ...listField },
  };
};

/**
 * The admin sections, in menu order; /admin itself shows the contact messages (spec route table).
 * The permission is the one the server checks on the section's queries
 * (backend/src/modules/auth/roles.ts); the signed-in role's permissions come from the server
 * (`currentAdmin.permissions`), so the menu and the gate show a role only what it may open.
 */
export const ADMIN_SECTIONS = {
  dashboard: section('dashboard', 'Dashboard', null, <AdminDashboardPage />),
  images: section('images', 'Images', 'CONTENT', <AdminImagesPage />),
  products: records(
    'products',
    'Products',
    'product',
    <AdminProductsPage />,
    <AdminProductEditPage />,
    { list: { args: ['search', 'category'] } },
  ),
  newsletters: records(
    'newsletters',
    'Newsletters',
    'newsletter',
    <AdminNewslettersPage />,
    <AdminNewsletterEditPage />,
    // E-mailing a newsletter is the send panel of its editor (SEND_PANEL in newsletterStates.ts);
    // its screen of its own was /admin/newsletters/{id}/send.
    {
      routes: {
        ':id/send': (
          <Moved to={({ id = '' }) => panelPath(`${ADMIN_PATH}/newsletters/${id}`, 'send')} />
        ),
      },
      list: { args: ['search', 'state'] },
    },
  ),
  team: records('team', 'Team', 'team member', <AdminTeamPage />, <AdminTeamMemberEditPage />, {
    list: { args: ['group', 'search'] },
  }),
  testimonials: records(
    'testimonials',
    'Testimonials',
    'testimonial',
    <AdminTestimonialsPage />,
    <AdminTestimonialEditPage />,
  ),
  technology: records(
    'technology',
    'Technology',
    ['technology entry', 'technology entries'],
    <AdminTechnologyPage />,
    <AdminTechnologyEditPage />,
    { fixed: true, list: { field: 'adminTechnologies' } },
  ),
  certifications: records(
    'certifications',
    'Certifications',
    'certification card',
    <AdminCertificationsPage />,
    <AdminCertificationCardEditPage />,
  ),
  documents: records(
    'documents',
    'Documents',
    'document',
    <AdminDocumentsPage />,
    <AdminDocumentEditPage />,
    { list: { args: ['kind', 'search'] } },
  ),
  // One list per tab of /videos.
  videos: records('videos', 'Videos', 'video', <AdminVideosPage />, <AdminVideoEditPage />, {
    list: { args: ['categoryId', 'search'] },
  }),
  // The farm tools' data: the Optimize Calculator's and Salt Index App's fertilizers, and the
  // Spray Condition App's products with their rainfast times.
  fertilizers: records(
    'fertilizers',
    'Fertilizer Products',
    'fertilizer product',
    <AdminFertilizersPage />,
    <AdminFertilizerEditPage />,
  ),
  foliarProducts: records(
    'foliar-products',
    'Foliar Products',
    'foliar product',
    <AdminFoliarProductsPage />,
    <AdminFoliarProductEditPage />,
  ),
  messages: section('messages', 'Contact Messages', 'MESSAGES', <AdminContactsPage />),
  subscribers: section('subscribers', 'Subscribers', 'MESSAGES', <AdminSubscribersPage />),
  outbox: section('outbox', 'Outbox', 'ADMINISTRATION', <AdminOutboxPage />, {
    // One message of the local outbox, read only (a link to it can be shared).
    ':id': <AdminOutboxMessagePage />,
  }),
  activity: section('activity', 'Activity', 'ADMINISTRATION', <AdminActivityPage />),
  accounts: section('accounts', 'Accounts', 'ADMINISTRATION', <AdminAccountsPage />),
  settings: section('settings', 'Settings', 'ADMINISTRATION', <AdminSettingsPage />),
  // Each person's own password and sessions.
  account: section('account', 'My Account', null, <AdminAccountPage />),
} as const satisfies Record<string, AdminSection>;

export type AdminSectionKey = keyof typeof ADMIN_SECTIONS;

/** The admin menu (AdminLayout's links). */
export const ADMIN_LINKS: NavLink[] = Object.values(ADMIN_SECTIONS).map(({ label, path }) => ({
  label,
  href: path,
}));
