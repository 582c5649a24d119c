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
    'A resized copy of an image in a modern format, for a srcset: of an uploaded photo (never wider than the original) or a raster copy of a built-in illustration.',
})
export class ImageVariant {
  @Field({
    description:
      'Path the variant is served at, e.g. /uploads/<uuid>-960w.avif or /images/products/elite-phos-960w.avif.',
  })
  url!: string;

  @Field(() => ImageFormat, { description: 'File format of the copy.' })
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
      'AVIF and WebP copies at a few widths, narrowest first: of an upload, made when it was uploaded; of a built-in illustration, the raster copies shipped beside its SVG. Empty for GIFs, external URLs and SVGs without copies.',
  })
  variants!: ImageVariant[];
}
