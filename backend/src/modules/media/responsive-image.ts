import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/**
 * The modern formats uploaded raster images are copied into. Values equal names, so the REST shim
 * answers exactly what GraphQL does; the file extension is the value in lower case.
 */
export enum ImageFormat {
  AVIF = 'AVIF',
  WEBP = 'WEBP',
}

registerEnumType(ImageFormat, {
  name: 'ImageFormat',
  description:
    'Format of an image variant (the `type` of a `<source>` is image/avif or image/webp).',
  valuesConfig: {
    AVIF: { description: 'AVIF: the smallest files; offered first.' },
    WEBP: { description: 'WebP: for browsers without AVIF.' },
  },
});

/** The shape stored in `image_assets.variants` (jsonb) and served by GraphQL and REST. */
@ObjectType({
  description:
    'A resized copy of an uploaded raster image in a modern format, for a srcset. Never wider than the original.',
})
export class ImageVariant {
  @Field({ description: 'Path the variant is served at, e.g. /uploads/<uuid>-960w.avif.' })
  url!: string;

  @Field(() => ImageFormat)
  format!: ImageFormat;

  @Field(() => Int, { description: 'Width in pixels (the `w` of a srcset).' })
  width!: number;

  @Field(() => Int, { description: 'Height in pixels.' })
  height!: number;
}

/**
 * An image as a page shows it: enough for the browser to reserve its box before it loads
 * (width and height) and to pick the smallest file that fills it (variants).
 */
@ObjectType({
  description:
    'An image with its intrinsic size and responsive variants, so a page can reserve its space and pick the smallest file.',
})
export class ResponsiveImage {
  @Field({ description: 'The original: a built-in SVG, an upload, or an external URL.' })
  url!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Intrinsic width in pixels; null when unknown (an external URL).',
  })
  width!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Intrinsic height in pixels; null when unknown (an external URL).',
  })
  height!: number | null;

  @Field(() => [ImageVariant], {
    description:
      'AVIF and WebP copies at a few widths, narrowest first; empty for SVGs (vector), GIFs and external URLs.',
  })
  variants!: ImageVariant[];
}
