import { useEffect, useRef, useState } from 'react';
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
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React hydrates and listens for onError: check once.
  useEffect(() => {
    const img = image.current;
    if (src && img?.complete && img.currentSrc && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return (
    <img
      ref={image}
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
