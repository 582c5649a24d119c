export { VideoCard } from './VideoCard';
export type { VideoCardProps, VideoCardVideo } from './VideoCard';
