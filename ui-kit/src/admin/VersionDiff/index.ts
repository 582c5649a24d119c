export { VersionDiff } from './VersionDiff';
export type { DiffVersion, VersionDiffProps } from './VersionDiff';
