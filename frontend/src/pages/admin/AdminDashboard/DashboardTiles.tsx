import type { AdminDashboardQuery } from '../../../graphql/generated/admin-dashboard/graphql';

export type DashboardCounts = Omit<
  NonNullable<AdminDashboardQuery['dashboardCounts']>,
  '__typename'
>;

export interface DashboardTile {
  key: keyof DashboardCounts;
  label: string;
  /** A line under the number, e.g. how many of the messages are new. */
  detail?: (counts: DashboardCounts) => string;
}

/** The count tiles, in order: the spec's four, subscribers, and real image and team counts. */
export const DASHBOARD_TILES: DashboardTile[] = [
  { key: 'products', label: 'Products' },
  { key: 'newsletters', label: 'Newsletters' },
  { key: 'testimonials', label: 'Testimonials' },
  { key: 'contacts', label: 'Contact Messages', detail: ({ newContacts }) => `${newContacts} new` },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'imageAssets', label: 'Image Assets' },
  { key: 'teamMembers', label: 'Team Members' },
];

export interface DashboardTilesProps {
  counts: DashboardCounts;
}

/** The dashboard's count tiles: one labelled number per kind of content. */
export function DashboardTiles({ counts }: DashboardTilesProps) {
  return (
    <ul className="admin-tiles" aria-label="Counts">
      {DASHBOARD_TILES.map(({ key, label, detail }) => (
        <li key={key} className="admin-tile">
          <div className="admin-tile__label">{label}</div>
          <div className="admin-tile__value">{counts[key]}</div>
          {detail ? <div className="admin-tile__detail">{detail(counts)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
