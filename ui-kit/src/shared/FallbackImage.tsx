import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholders';

export interface FallbackImageProps {
  src?: string | null;
  alt: string;
  /** Shown when `src` is empty or fails to load. */
  fallbackSrc?: string;
  className?: string;
}

/** An image that swaps itself for a fallback once, when its source is missing or broken. */
export function FallbackImage({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  className,
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      className={className}
      src={broken ? fallbackSrc : src}
      alt={alt}
      loading="lazy"
      data-fallback={broken ? 'true' : undefined}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
