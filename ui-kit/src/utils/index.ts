export { truncateText, starCount } from './text';
export { formatMonthYear, formatLongDate } from './date';
export { isActivePath } from './nav';
export type { NavLink } from './nav';
