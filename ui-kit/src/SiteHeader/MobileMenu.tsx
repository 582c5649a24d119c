import { Drawer } from 'antd';
import { useMediaQuery } from '../shared/hooks';
import { NavList, type NavListProps } from './NavList';
import { AntdScope } from '../theme/AntdScope';

/** Spec: the side panel is 350 px wide from 640 px up. */
const SMALL_BREAKPOINT = '(min-width: 640px)';

export interface MobileMenuProps extends Omit<NavListProps, 'vertical' | 'onNavigate'> {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
}

/**
 * The "Toggle menu" side panel of small screens. SiteHeader loads it (antd's Drawer, motion and
 * portal code) when a visitor first opens the menu, so no page's first load carries it.
 */
export function MobileMenu({ id, open, onClose, title, ...nav }: MobileMenuProps) {
  const smallUp = useMediaQuery(SMALL_BREAKPOINT);
  return (
    <AntdScope>
      <Drawer
        id={id}
        open={open}
        onClose={onClose}
        placement="right"
        size={smallUp ? 350 : '80%'}
        title={title}
      >
        <nav aria-label="Main menu">
          <NavList {...nav} vertical onNavigate={onClose} />
        </nav>
      </Drawer>
    </AntdScope>
  );
}
