import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { MobileSignOut } from '../../pages/admin/AdminGate/MobileSignOut';
import { useAdminSession } from './AdminSession';

export interface AdminScreenHeaderProps {
  /** The document's title; also the heading unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  description: string;
  /** The screen's address, when not the one shown (a record's, before its redirect settles). */
  path?: string;
  /** The screen's actions beside the heading ("Invite Person"). */
  children?: ReactNode;
}

/**
 * The top of an admin screen: its page meta (never indexed), its heading, its actions, and the
 * sign-out a phone shows there (the menu holds it on a wide screen).
 */
export function AdminScreenHeader({
  title,
  heading = title,
  description,
  path,
  children,
}: AdminScreenHeaderProps) {
  const session = useAdminSession();
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={title} description={description} path={path ?? pathname} noindex />
      <div className="admin-page__header">
        <Typography.Title level={1}>{heading}</Typography.Title>
        {children}
        <MobileSignOut onClick={session.signOut} />
      </div>
    </>
  );
}
