import { Button } from 'antd';

/**
 * Below 768 px the admin layout shows a tab strip without its sidebar's "Sign Out", so each
 * screen's header offers one there (the contact list has its own "Logout").
 */
export function MobileSignOut({ onClick }: { onClick: () => void }) {
  return (
    <Button className="admin-mobile-only" onClick={onClick}>
      Sign Out
    </Button>
  );
}
