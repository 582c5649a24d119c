export { CertificationCard } from './CertificationCard';
export type {
  Certification,
  CertificationCardProps,
  CertificationSubtype,
} from './CertificationCard';
export { CertificationGrid } from './CertificationGrid';
export type { CertificationGridProps } from './CertificationGrid';
