import { EmptyState, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { RouterLink } from '../../../app/RouterLink';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { ROLE_LABELS } from '../../../features/admin';
import type { Role } from '../../../graphql/generated/admin/graphql';

/** An admin address the signed-in role may not open (typed by hand, or an old bookmark). */
export function NotForRole({ role, path }: { role: Role; path: string }) {
  return (
    <>
      <PageMeta
        title="Not available"
        description="This admin screen is not part of your role."
        path={path}
        noindex
      />
      <Typography.Title level={1}>Not available</Typography.Title>
      <EmptyState
        title="This screen is not part of your role"
        description={`Your account has the ${ROLE_LABELS[role].toLowerCase()} role. Ask the company's owner if you need this screen.`}
        action={<RouterLink to={ADMIN_SECTIONS.dashboard.path}>Go to the dashboard</RouterLink>}
      />
    </>
  );
}
