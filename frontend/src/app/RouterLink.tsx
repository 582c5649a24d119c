import { Link } from 'react-router';
import type { LinkComponentProps } from 'ui-kit';

/** react-router's Link in the shape the ui-kit's components expect. */
export function RouterLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
