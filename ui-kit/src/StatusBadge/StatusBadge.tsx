import { BrandTag } from '../shared/BrandTag';

export type AppStatus = 'Live' | 'Beta' | 'Coming Soon';

export interface StatusBadgeProps {
  /** Live, Beta, Coming Soon; any other text is shown like Coming Soon. */
  status: AppStatus | (string & {});
}

/** Spec section 4: Live is the default (solid) badge, Beta secondary, anything else outlined. */
export function statusBadgeVariant(status: string): 'solid' | 'filled' | 'outlined' {
  if (status === 'Live') return 'solid';
  if (status === 'Beta') return 'filled';
  return 'outlined';
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const variant = statusBadgeVariant(status);
  const tone = variant === 'solid' ? 'solid' : variant === 'filled' ? 'soft' : 'outline';
  return (
    <BrandTag tone={tone} className={`pe-status pe-status--${variant}`}>
      {status}
    </BrandTag>
  );
}
