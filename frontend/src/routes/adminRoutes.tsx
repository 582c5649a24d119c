import { Suspense, type ReactElement } from 'react';
import { Route } from 'react-router';
import {
  ADMIN_LINK_PAGES,
  ADMIN_PATH,
  ADMIN_SECTIONS,
  type AdminSectionKey,
} from '../app/site-routes';
import { AdminChecking } from '../pages/admin/AdminGate/AdminChecking';
import { lazyComponent } from '../app/lazyComponent';

// Apollo Client and its provider: the admin area's, never loaded by public pages.
const ApolloScope = lazyComponent('src/app/ApolloScope.tsx', () => import('../app/ApolloScope'));
const AdminGate = lazyComponent('src/pages/admin/AdminGate/AdminGate.tsx', () =>
  import('../pages/admin/AdminGate/AdminGate').then((m) => ({ default: m.AdminGate })),
);
const AdminContactsPage = lazyComponent('src/pages/admin/AdminContacts/AdminContactsPage.tsx', () =>
  import('../pages/admin/AdminContacts/AdminContactsPage').then((m) => ({
    default: m.AdminContactsPage,
  })),
);
const AdminDashboardPage = lazyComponent(
  'src/pages/admin/AdminDashboard/AdminDashboardPage.tsx',
  () =>
    import('../pages/admin/AdminDashboard/AdminDashboardPage').then((m) => ({
      default: m.AdminDashboardPage,
    })),
);
const AdminImagesPage = lazyComponent('src/pages/admin/AdminImages/AdminImagesPage.tsx', () =>
  import('../pages/admin/AdminImages/AdminImagesPage').then((m) => ({
    default: m.AdminImagesPage,
  })),
);
const AdminNewslettersPage = lazyComponent(
  'src/pages/admin/AdminNewsletters/AdminNewslettersPage.tsx',
  () =>
    import('../pages/admin/AdminNewsletters/AdminNewslettersPage').then((m) => ({
      default: m.AdminNewslettersPage,
    })),
);
const AdminNewsletterEditPage = lazyComponent(
  'src/pages/admin/AdminNewsletters/AdminNewsletterEditPage.tsx',
  () =>
    import('../pages/admin/AdminNewsletters/AdminNewsletterEditPage').then((m) => ({
      default: m.AdminNewsletterEditPage,
    })),
);
// A chunk of its own: the editor's first load carries none of it.
const AdminNewsletterSendPage = lazyComponent(
  'src/pages/admin/AdminNewsletterSend/AdminNewsletterSendPage.tsx',
  () =>
    import('../pages/admin/AdminNewsletterSend/AdminNewsletterSendPage').then((m) => ({
      default: m.AdminNewsletterSendPage,
    })),
);
// The outbox's list and message screens share one chunk: one list of files to preload in the
// entry rather than two.
const AdminOutboxPage = lazyComponent('src/pages/admin/AdminOutbox/index.ts', () =>
  import('../pages/admin/AdminOutbox').then((m) => ({ default: m.AdminOutboxPage })),
);
const AdminOutboxMessagePage = lazyComponent('src/pages/admin/AdminOutbox/index.ts', () =>
  import('../pages/admin/AdminOutbox').then((m) => ({ default: m.AdminOutboxMessagePage })),
);
const AdminSubscribersPage = lazyComponent(
  'src/pages/admin/AdminSubscribers/AdminSubscribersPage.tsx',
  () =>
    import('../pages/admin/AdminSubscribers/AdminSubscribersPage').then((m) => ({
      default: m.AdminSubscribersPage,
    })),
);
const AdminActivityPage = lazyComponent('src/pages/admin/AdminActivity/AdminActivityPage.tsx', () =>
  import('../pages/admin/AdminActivity/AdminActivityPage').then((m) => ({
    default: m.AdminActivityPage,
  })),
);
const AdminProductsPage = lazyComponent('src/pages/admin/AdminProducts/AdminProductsPage.tsx', () =>
  import('../pages/admin/AdminProducts/AdminProductsPage').then((m) => ({
    default: m.AdminProductsPage,
  })),
);
const AdminProductEditPage = lazyComponent(
  'src/pages/admin/AdminProducts/AdminProductEditPage.tsx',
  () =>
    import('../pages/admin/AdminProducts/AdminProductEditPage').then((m) => ({
      default: m.AdminProductEditPage,
    })),
);

const AdminTeamPage = lazyComponent('src/pages/admin/AdminTeam/AdminTeamPage.tsx', () =>
  import('../pages/admin/AdminTeam/AdminTeamPage').then((m) => ({ default: m.AdminTeamPage })),
);
const AdminTeamMemberEditPage = lazyComponent(
  'src/pages/admin/AdminTeam/AdminTeamMemberEditPage.tsx',
  () =>
    import('../pages/admin/AdminTeam/AdminTeamMemberEditPage').then((m) => ({
      default: m.AdminTeamMemberEditPage,
    })),
);
const AdminTestimonialsPage = lazyComponent(
  'src/pages/admin/AdminTestimonials/AdminTestimonialsPage.tsx',
  () =>
    import('../pages/admin/AdminTestimonials/AdminTestimonialsPage').then((m) => ({
      default: m.AdminTestimonialsPage,
    })),
);
const AdminTestimonialEditPage = lazyComponent(
  'src/pages/admin/AdminTestimonials/AdminTestimonialEditPage.tsx',
  () =>
    import('../pages/admin/AdminTestimonials/AdminTestimonialEditPage').then((m) => ({
      default: m.AdminTestimonialEditPage,
    })),
);
const AdminTechnologyPage = lazyComponent(
  'src/pages/admin/AdminTechnology/AdminTechnologyPage.tsx',
  () =>
    import('../pages/admin/AdminTechnology/AdminTechnologyPage').then((m) => ({
      default: m.AdminTechnologyPage,
    })),
);
const AdminTechnologyEditPage = lazyComponent(
  'src/pages/admin/AdminTechnology/AdminTechnologyEditPage.tsx',
  () =>
    import('../pages/admin/AdminTechnology/AdminTechnologyEditPage').then((m) => ({
      default: m.AdminTechnologyEditPage,
    })),
);
const AdminCertificationsPage = lazyComponent(
  'src/pages/admin/AdminCertifications/AdminCertificationsPage.tsx',
  () =>
    import('../pages/admin/AdminCertifications/AdminCertificationsPage').then((m) => ({
      default: m.AdminCertificationsPage,
    })),
);
const AdminCertificationCardEditPage = lazyComponent(
  'src/pages/admin/AdminCertifications/AdminCertificationCardEditPage.tsx',
  () =>
    import('../pages/admin/AdminCertifications/AdminCertificationCardEditPage').then((m) => ({
      default: m.AdminCertificationCardEditPage,
    })),
);
const AdminDocumentsPage = lazyComponent(
  'src/pages/admin/AdminDocuments/AdminDocumentsPage.tsx',
  () =>
    import('../pages/admin/AdminDocuments/AdminDocumentsPage').then((m) => ({
      default: m.AdminDocumentsPage,
    })),
);
const AdminDocumentEditPage = lazyComponent(
  'src/pages/admin/AdminDocuments/AdminDocumentEditPage.tsx',
  () =>
    import('../pages/admin/AdminDocuments/AdminDocumentEditPage').then((m) => ({
      default: m.AdminDocumentEditPage,
    })),
);
const AdminVideosPage = lazyComponent('src/pages/admin/AdminVideos/AdminVideosPage.tsx', () =>
  import('../pages/admin/AdminVideos/AdminVideosPage').then((m) => ({
    default: m.AdminVideosPage,
  })),
);
const AdminVideoEditPage = lazyComponent('src/pages/admin/AdminVideos/AdminVideoEditPage.tsx', () =>
  import('../pages/admin/AdminVideos/AdminVideoEditPage').then((m) => ({
    default: m.AdminVideoEditPage,
  })),
);
const AdminAccountsPage = lazyComponent('src/pages/admin/AdminAccounts/AdminAccountsPage.tsx', () =>
  import('../pages/admin/AdminAccounts/AdminAccountsPage').then((m) => ({
    default: m.AdminAccountsPage,
  })),
);
const AdminAccountPage = lazyComponent('src/pages/admin/AdminAccount/AdminAccountPage.tsx', () =>
  import('../pages/admin/AdminAccount/AdminAccountPage').then((m) => ({
    default: m.AdminAccountPage,
  })),
);
const AdminSettingsPage = lazyComponent('src/pages/admin/AdminSettings/AdminSettingsPage.tsx', () =>
  import('../pages/admin/AdminSettings/AdminSettingsPage').then((m) => ({
    default: m.AdminSettingsPage,
  })),
);

// The pages of e-mailed links and of a forgotten password: no session, so outside the gate.
const AdminResetPasswordPage = lazyComponent(
  'src/pages/admin/AdminPasswordLinks/AdminPasswordLinkPages.tsx',
  () =>
    import('../pages/admin/AdminPasswordLinks/AdminPasswordLinkPages').then((m) => ({
      default: m.AdminResetPasswordPage,
    })),
);
const AdminInvitationPage = lazyComponent(
  'src/pages/admin/AdminPasswordLinks/AdminPasswordLinkPages.tsx',
  () =>
    import('../pages/admin/AdminPasswordLinks/AdminPasswordLinkPages').then((m) => ({
      default: m.AdminInvitationPage,
    })),
);

/** The admin screens by section (paths and menu labels in src/app/site-routes.ts). */
const ADMIN_PAGES = {
  dashboard: <AdminDashboardPage />,
  images: <AdminImagesPage />,
  products: <AdminProductsPage />,
  newsletters: <AdminNewslettersPage />,
  team: <AdminTeamPage />,
  testimonials: <AdminTestimonialsPage />,
  technology: <AdminTechnologyPage />,
  certifications: <AdminCertificationsPage />,
  documents: <AdminDocumentsPage />,
  videos: <AdminVideosPage />,
  messages: <AdminContactsPage />,
  subscribers: <AdminSubscribersPage />,
  outbox: <AdminOutboxPage />,
  activity: <AdminActivityPage />,
  accounts: <AdminAccountsPage />,
  settings: <AdminSettingsPage />,
  account: <AdminAccountPage />,
} satisfies Record<AdminSectionKey, ReactElement>;

/**
 * Routes of the admin area (/admin...). They render outside the public site layout, stay
 * client-rendered and carry `noindex`; every one but the pages of e-mailed links and of a
 * forgotten password is behind the sign-in gate (AdminGate), whose first render, like the fallback
 * here, is the checking spinner. /admin and /admin/messages both show the contact submissions.
 */
export function adminRoutes() {
  return [
    <Route
      key="reset-password"
      path={ADMIN_LINK_PAGES.resetPassword}
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminResetPasswordPage />
          </ApolloScope>
        </Suspense>
      }
    />,
    <Route
      key="invitation"
      path={ADMIN_LINK_PAGES.invitation}
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminInvitationPage />
          </ApolloScope>
        </Suspense>
      }
    />,
    <Route
      key="admin"
      path={ADMIN_PATH}
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminGate />
          </ApolloScope>
        </Suspense>
      }
    >
      <Route index element={ADMIN_PAGES.messages} />
      {(Object.keys(ADMIN_PAGES) as AdminSectionKey[]).map((key) => (
        <Route key={key} path={ADMIN_SECTIONS[key].path} element={ADMIN_PAGES[key]} />
      ))}
      {/* One newsletter's editor; "new" is the form for a new one. */}
      <Route
        path={`${ADMIN_SECTIONS.newsletters.path}/:id`}
        element={<AdminNewsletterEditPage />}
      />
      {/* E-mailing one newsletter to its subscribers (or, once sent, that mailing). */}
      <Route
        path={`${ADMIN_SECTIONS.newsletters.path}/:id/send`}
        element={<AdminNewsletterSendPage />}
      />
      {/* One product's editor; "new" is the form for a new one. */}
      <Route path={`${ADMIN_SECTIONS.products.path}/:id`} element={<AdminProductEditPage />} />
      {/* One team member's editor; "new" is the form for a new one. */}
      <Route path={`${ADMIN_SECTIONS.team.path}/:id`} element={<AdminTeamMemberEditPage />} />
      {/* One testimonial's editor; "new" is the form for a new one. */}
      <Route
        path={`${ADMIN_SECTIONS.testimonials.path}/:id`}
        element={<AdminTestimonialEditPage />}
      />
      {/* One technology entry's editor (entries are fixed: no "new"). */}
      <Route path={`${ADMIN_SECTIONS.technology.path}/:id`} element={<AdminTechnologyEditPage />} />
      {/* One certification card's editor; "new" is the form for a new one. */}
      <Route
        path={`${ADMIN_SECTIONS.certifications.path}/:id`}
        element={<AdminCertificationCardEditPage />}
      />
      {/* One document's editor; "new" is the form for a new one. */}
      <Route path={`${ADMIN_SECTIONS.documents.path}/:id`} element={<AdminDocumentEditPage />} />
      {/* One video's editor; "new" is the form for a new one. */}
      <Route path={`${ADMIN_SECTIONS.videos.path}/:id`} element={<AdminVideoEditPage />} />
      {/* One message of the local outbox, read only (a link to it can be shared). */}
      <Route path={`${ADMIN_SECTIONS.outbox.path}/:id`} element={<AdminOutboxMessagePage />} />
    </Route>,
  ];
}
