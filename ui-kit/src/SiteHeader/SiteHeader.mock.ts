import type { NavLink } from '../utils/nav';

/** Story and test data: the site's header menu (the site passes its own from its route table). */
export const headerLinksMock: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Soil Diagnostics & Solutions', href: '/soil-diagnostics' },
  { label: 'Videos', href: '/videos' },
  { label: 'Newsletter', href: '/newsletter' },
  { label: 'Documentation', href: '/documentation' },
  { label: 'Apps', href: '/apps' },
  { label: 'Contact', href: '/contact' },
];
