import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { FallbackImage, type ResponsiveImage } from '../FallbackImage';
import { Typography } from '../shared/Typography';
import { coverImage, portraitImage, productImage } from '../test/siteImages';
import { BrandProvider, palette, paletteVariable } from '../theme';

/**
 * The blocks of the Foundations docs page (Foundations.mdx): colours, type scale, spacing and the
 * illustration system, drawn from the same sources as the site (palette.ts, the brand theme, the
 * ui-kit's custom properties and the built-in illustrations), so the page cannot drift from them.
 * Docs pages get no story decorators: each block brings the BrandProvider itself.
 */

type ColourName = keyof typeof palette;

/** What each colour is for; typed by the palette, so a new colour needs its note here. */
export const COLOUR_USES: Record<ColourName, string> = {
  green900: 'Deepest brand green: hover of buttons and links, headings on pale green.',
  green700: 'Primary: buttons, links, active tabs. Carries white text.',
  green600: 'Focus ring (3 px outline). Not for text on light surfaces.',
  green100: 'Pale green surfaces: notices, hover of secondary buttons, highlights.',
  wheat100: 'Page background (body of the site and the Storybook canvas).',
  wheat300: 'Warm accent for illustrations and dividers on wheat; never text.',
  harvest700: 'Rating stars and warm accents that must read as text (AA on white).',
  text: 'Body text and headings.',
  textMuted: 'Secondary text: captions, roles, dates, card descriptions.',
  border: 'Hairlines: card and field borders, dividers. Decorative, not for text.',
  error: 'Form errors and destructive actions.',
  info: 'Notices (antd info alerts), a deep green-teal of the brand family.',
  success: 'Confirmations (antd success states).',
  canola: 'The primary action of a page hero (body text on it), on the dark green.',
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (21 for black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function Ratio({ label, foreground, background }: Record<string, string>) {
  const ratio = contrastRatio(foreground, background);
  const verdict =
    ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'large text only' : 'no text';
  return (
    <li>
      {label}: <strong>{ratio.toFixed(1)}:1</strong> ({verdict})
    </li>
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
};

const card: CSSProperties = {
  background: '#fff',
  border: `1px solid ${palette.border}`,
  borderRadius: 8,
  overflow: 'hidden',
  color: palette.text,
  fontSize: 14,
  lineHeight: 1.5,
};

/** One card per colour of `palette`: swatch, name, hex, use, and contrast with white and wheat 100. */
export function ColourSwatches() {
  return (
    <BrandProvider>
      <ul style={grid} aria-label="Brand colours">
        {(Object.entries(palette) as [ColourName, string][]).map(([name, hex]) => (
          <li key={name} style={card}>
            <div
              aria-hidden="true"
              style={{ background: hex, height: 72, borderBottom: `1px solid ${palette.border}` }}
            />
            <div style={{ padding: 12 }}>
              <div>
                <code style={{ fontWeight: 600 }}>{name}</code> <code>{hex}</code>
              </div>
              <div style={{ color: palette.textMuted }}>
                <code>{paletteVariable(name)}</code>
              </div>
              <p style={{ margin: '8px 0' }}>{COLOUR_USES[name]}</p>
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                <Ratio label="With white" foreground={hex} background="#ffffff" />
                <Ratio label="With wheat 100" foreground={hex} background={palette.wheat100} />
                <Ratio label="With body text" foreground={hex} background={palette.text} />
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </BrandProvider>
  );
}

/** Font size, line height and weight of an element as the browser renders it. */
function useRenderedType<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [metrics, setMetrics] = useState<string | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    if (!style.fontSize) return;
    const px = (value: string) =>
      Number.isFinite(parseFloat(value)) ? `${Math.round(parseFloat(value))}px` : value;
    setMetrics(`${px(style.fontSize)} / ${px(style.lineHeight)}, weight ${style.fontWeight}`);
  }, []);
  return { ref, metrics };
}

function Specimen({
  name,
  render,
}: {
  name: string;
  render: (ref: RefObject<HTMLElement | null>) => ReactNode;
}) {
  const { ref, metrics } = useRenderedType<HTMLElement>();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(140px, 180px) 1fr',
        gap: 16,
        alignItems: 'baseline',
        padding: '12px 0',
        borderBottom: `1px solid ${palette.border}`,
      }}
    >
      <div style={{ fontSize: 14, color: palette.textMuted }}>
        <div style={{ color: palette.text, fontWeight: 600 }}>{name}</div>
        <div>{metrics ?? 'as rendered'}</div>
      </div>
      <div>{render(ref)}</div>
    </div>
  );
}

const SAMPLE = 'Healthy soil, stronger crops';

/**
 * Headings 1–5 and body text in the ui-kit's Typography (antd's Typography markup and styles) with
 * the brand theme, each labelled with the size the browser computes. The specimens are `div`s
 * styled as headings, so this page keeps its own heading outline.
 */
export function TypeScale() {
  return (
    <BrandProvider>
      <div style={{ background: '#fff', padding: '0 16px', borderRadius: 8 }}>
        {([1, 2, 3, 4, 5] as const).map((level) => (
          <Specimen
            key={level}
            name={`Heading ${level} (h${level})`}
            render={(ref) => (
              <Typography.Title
                level={level}
                // The specimen is not a heading of this page: no heading role, same styles.
                role="presentation"
                ref={ref as RefObject<HTMLHeadingElement>}
                style={{ margin: 0 }}
              >
                {SAMPLE}
              </Typography.Title>
            )}
          />
        ))}
        <Specimen
          name="Body"
          render={(ref) => (
            <Typography.Paragraph ref={ref as RefObject<HTMLDivElement>} style={{ margin: 0 }}>
              Our consultants walk your fields, read your soil tests with you and build a fertility
              program that fits your crop, your soil and your budget.
            </Typography.Paragraph>
          )}
        />
        <Specimen
          name="Muted (secondary)"
          render={(ref) => (
            <Typography.Text
              ref={ref as RefObject<HTMLSpanElement>}
              style={{ color: palette.textMuted }}
            >
              Farm Consultant, Central Alberta · October 2026
            </Typography.Text>
          )}
        />
      </div>
    </BrandProvider>
  );
}

/** The spacing steps of the theme (`sizeUnit` 4): margins, gaps and paddings use these. */
const SPACING_STEPS = [4, 8, 12, 16, 24, 32, 48];

export function SpacingScale() {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {SPACING_STEPS.map((step) => (
        <li key={step} style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 14 }}>
          <code style={{ width: 48, textAlign: 'right' }}>{step}px</code>
          <span
            aria-hidden="true"
            style={{ width: step * 4, height: 16, background: palette.green700, borderRadius: 2 }}
          />
        </li>
      ))}
    </ul>
  );
}

/** The page grid: content at most 1200 px wide between two gutters, and the 44 px tap target. */
export function LayoutGrid() {
  const gutter: CSSProperties = {
    width: 'var(--pe-gutter, 16px)',
    background: palette.wheat300,
    flex: 'none',
  };
  return (
    <BrandProvider>
      <div style={{ display: 'grid', gap: 16 }}>
        <figure style={{ margin: 0 }}>
          <div
            aria-hidden="true"
            style={{
              display: 'flex',
              height: 64,
              border: `1px solid ${palette.border}`,
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            <div style={gutter} />
            <div
              style={{
                flex: 1,
                maxWidth: 'var(--pe-content-width, 1200px)',
                margin: '0 auto',
                background: palette.green100,
                color: palette.green900,
                display: 'grid',
                placeItems: 'center',
                fontSize: 14,
              }}
            >
              content, at most 1200 px
            </div>
            <div style={gutter} />
          </div>
          <figcaption style={{ fontSize: 14, color: palette.textMuted, marginTop: 8 }}>
            The gutters (tan) are 16 px on phones and 24 px from 768 px; the content (green) is
            centred and never wider than 1200 px.
          </figcaption>
        </figure>
        <figure style={{ margin: 0, display: 'flex', gap: 16, alignItems: 'center' }}>
          <div
            aria-hidden="true"
            style={{
              width: 44,
              height: 44,
              flex: 'none',
              borderRadius: 'var(--pe-radius, 8px)',
              border: `2px dashed ${palette.green700}`,
              display: 'grid',
              placeItems: 'center',
              fontSize: 12,
              color: palette.green900,
            }}
          >
            44
          </div>
          <figcaption style={{ fontSize: 14, color: palette.textMuted }}>
            On phones (below 576 px) every button, link button, field and tab is at least 44 × 44
            px: a fingertip, not a mouse pointer.
          </figcaption>
        </figure>
      </div>
    </BrandProvider>
  );
}

interface Example {
  image: ResponsiveImage;
  alt: string;
  caption: string;
}

/** Real illustrations: a product of each category, two portraits and two newsletter covers. */
export const ILLUSTRATION_EXAMPLES: { title: string; examples: Example[] }[] = [
  {
    title: 'Product packaging',
    examples: [
      {
        image: productImage('elite-phos'),
        alt: 'Elite Phos packaging',
        caption: 'Elite Phos (Plant Nutrition)',
      },
      {
        image: productImage('soil-booster'),
        alt: 'Soil Booster packaging',
        caption: 'Soil Booster (Soil Health)',
      },
      {
        image: productImage('organic-kelp-max'),
        alt: 'Organic Kelp Max packaging',
        caption: 'Organic Kelp Max (Organic Solutions)',
      },
    ],
  },
  {
    title: 'Team portraits',
    examples: [
      {
        image: portraitImage('harold-brandvold'),
        alt: 'Portrait of Harold Brandvold',
        caption: 'Harold Brandvold',
      },
      {
        image: portraitImage('elena-marchetti'),
        alt: 'Portrait of Dr. Elena Marchetti',
        caption: 'Dr. Elena Marchetti',
      },
    ],
  },
  {
    title: 'Newsletter covers',
    examples: [
      {
        image: coverImage('2026-10'),
        alt: 'Cover of the newsletter “Fall Fertility and Organic Matter”',
        caption: 'October 2026',
      },
      {
        image: coverImage('2026-05'),
        alt: 'Cover of the newsletter “Seeding Season: Getting Phosphorus Right”',
        caption: 'May 2026',
      },
    ],
  },
];

/** One row per kind of illustration, served from /images as on the site. */
export function IllustrationExamples({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <BrandProvider>
      <div style={{ display: 'grid', gap: 24 }}>
        {ILLUSTRATION_EXAMPLES.map(({ title, examples }) => (
          <section key={title} aria-label={title}>
            <Heading style={{ margin: '0 0 8px', fontSize: 18, color: palette.text }}>
              {title}
            </Heading>
            <ul style={grid}>
              {examples.map(({ image, alt, caption }) => (
                <li key={image.url} style={card}>
                  <figure style={{ margin: 0 }}>
                    <FallbackImage image={image} alt={alt} sizes="240px" />
                    <figcaption style={{ padding: '8px 12px' }}>
                      {caption}
                      <br />
                      <code style={{ color: palette.textMuted }}>
                        {image.url} ({image.width} × {image.height})
                      </code>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BrandProvider>
  );
}
