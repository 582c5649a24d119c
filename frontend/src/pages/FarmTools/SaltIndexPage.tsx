import {
  checkSeedRow,
  CROPS,
  kgPerHaToLbPerAcre,
  roundForDisplay,
  SALT_INDEX_CAVEATS,
  SALT_INDEX_NOTE,
  SALT_INDEX_TABLE_USED,
  saltIndexAppSources,
  sbuPercent,
  seedRowLineOf,
  SOIL_TEXTURE_LABELS,
  type SeedbedMoisture,
  type SeedRowCheck,
  type SoilTexture,
} from 'agronomy';
import { ToolForm } from './ToolFormShell';
import { useMemo } from 'react';
import { PageMeta } from '../../app/meta';
import { usePageQuery } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { FertilizerCatalogueDocument } from '../../graphql/generated/graphql';
import { ToolActions, ToolNotes, ToolPrintHeader } from './ToolSources';
import { catalogueProduct, formatNumber, useToolForm, useUnits } from './toolForm';
import { numberParam } from './toolParams';
import './FarmTools.css';

const PATH = PUBLIC_ROUTES.saltIndex.path;
const SOURCES = saltIndexAppSources();
/** Rows of the blend the form offers (a GET form has a fixed number of fields). */
const BLEND_ROWS = 4;
const TEXTURES = Object.keys(SOIL_TEXTURE_LABELS) as SoilTexture[];
const VERDICT_TEXT = { safe: 'Safe', caution: 'Caution', exceeds: 'Exceeds' } as const;
const CHOICE = `Published salt index tables disagree (ammonium sulphate is 88.3 in one, 69 in another). This tool uses ${SALT_INDEX_TABLE_USED.table.name}: ${SALT_INDEX_TABLE_USED.why}`;

function checkSummary(check: SeedRowCheck, cropName: string) {
  const salt =
    check.saltIndex.saltIndex === null
      ? (check.saltIndex.message ?? '')
      : `Blend salt index ${formatNumber(roundForDisplay(check.saltIndex.saltIndex, 'saltIndex'), 1)} (${SALT_INDEX_TABLE_USED.table.name}).`;
  const reasons = check.findings.map((finding) => finding.reason).join(' ');
  return `Salt Index App: ${cropName}, seedbed utilization ${sbuPercent(check.seedbedUtilization)} %. ${VERDICT_TEXT[check.verdict]}. ${reasons} ${salt}`;
}

/**
 * /apps/salt-index: a blend's salt index by the table used, and the seed-row check of what goes
 * with the seed against the published safe rates, as safe, caution or exceeds with the reasons.
 */
export function SaltIndexPage() {
  const form = useToolForm();
  const { params } = form;
  const units = useUnits(params);
  const catalogueQuery = usePageQuery(FertilizerCatalogueDocument);
  const catalogue = useMemo(
    () => (catalogueQuery.data?.fertilizerCatalogue ?? []).map(catalogueProduct),
    [catalogueQuery.data],
  );
  const crop = CROPS.find((entry) => entry.id === params.get('crop'))?.id ?? 'canola';
  const texture = TEXTURES.find((entry) => entry === params.get('texture')) ?? 'medium';
  const moisture: SeedbedMoisture =
    params.get('moisture') === 'drier' ? 'drier' : 'good-to-excellent';
  const spread = numberParam(params, 'spread');
  const rowSpacing = numberParam(params, 'row');
  // Each row's fields are numbered (p1, r1…): a GET form drops nothing, and a link stays readable.
  const rows = Array.from({ length: BLEND_ROWS }, (_, index) => ({
    id: params.get(`p${index + 1}`) ?? '',
    rate: params.get(`r${index + 1}`) ?? '',
  }));
  const lines = rows.flatMap((row) => {
    const product = catalogue.find((entry) => entry.id === row.id);
    const typed = Number(row.rate);
    if (!product || !(typed > 0)) return [];
    const lbPerAcre = units === 'metric' ? kgPerHaToLbPerAcre(typed) : typed;
    return [seedRowLineOf(product, lbPerAcre)];
  });
  const check =
    spread !== undefined && rowSpacing !== undefined && rowSpacing > 0 && lines.length > 0
      ? checkSeedRow({ crop, texture, moisture, spread, rowSpacing, lines })
      : null;
  const cropName = CROPS.find((entry) => entry.id === crop)?.name ?? crop;
  const summary = check ? checkSummary(check, cropName) : '';
  const lengthUnit = units === 'metric' ? 'cm' : 'in.';
  // The form's fields are uncontrolled: a changed rate changes only the answer below, so the form
  // renders again only when what it shows changes (units, the product list, hydration).
  const formView = useMemo(
    () => (
      <ToolForm
        form={form}
        action={PATH}
        ready={catalogue.length > 0}
        units={units}
        unitLabels={{ imperial: 'Imperial (lb/ac, inches)', metric: 'Metric (kg/ha, cm)' }}
      >
        <fieldset>
          <legend>What goes with the seed ({units === 'metric' ? 'kg/ha' : 'lb/ac'})</legend>
          {rows.map((row, index) => (
            <div className="tool-grid tool-blend-row" key={index}>
              <label className="tool-field">
                Product {index + 1}
                <select name={`p${index + 1}`} defaultValue={row.id}>
                  <option value="">None</option>
                  {catalogue.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name} {product.grade}
                      {product.kind === 'company' ? ' (ours)' : ''}
                    </option>
                  ))}
                </select>
              </label>
              <label className="tool-field">
                Rate {index + 1}
                <input name={`r${index + 1}`} inputMode="decimal" defaultValue={row.rate} />
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Crop and seedbed</legend>
          <label className="tool-field">
            Crop
            <select name="crop" defaultValue={crop}>
              {CROPS.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <label className="tool-field">
            Soil texture
            <select name="texture" defaultValue={texture}>
              {TEXTURES.map((entry) => (
                <option key={entry} value={entry}>
                  {SOIL_TEXTURE_LABELS[entry]}
                </option>
              ))}
            </select>
          </label>
          <label className="tool-field">
            Seedbed moisture
            <select name="moisture" defaultValue={moisture}>
              <option value="good-to-excellent">Good to excellent</option>
              <option value="drier">Drier than that</option>
            </select>
          </label>
          <div className="tool-grid">
            <label className="tool-field">
              Opener spread ({lengthUnit})
              <input name="spread" inputMode="decimal" defaultValue={params.get('spread') ?? ''} />
            </label>
            <label className="tool-field">
              Row spacing ({lengthUnit})
              <input name="row" inputMode="decimal" defaultValue={params.get('row') ?? ''} />
            </label>
          </div>
        </fieldset>
        <button type="submit" className="tool-button tool-button--primary">
          Check the seed row
        </button>
      </ToolForm>
    ),
    // The fields' initial values are read when the form is made (formKey); later, the fields
    // hold the farmer's input themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.formKey, form.onChange, form.onSubmit, catalogue, units],
  );

  return (
    <div className="page farm-tool">
      <PageMeta
        title="Salt Index App"
        description="Add up the salt index of a fertilizer blend and check seed-placed nitrogen and phosphate against the published safe rates for your crop, soil and opener."
        path={PATH}
      />
      <ToolPrintHeader tool="Salt Index App" />
      <h1>Salt Index App</h1>
      <p className="tool-lead">
        Enter the products and rates, and the app adds up the salt index of the blend and warns when
        seed-placed rates risk injuring germinating seed.
      </p>
      <p className="tool-note">{SALT_INDEX_NOTE.text}</p>
      {formView}

      <section className="tool-section tool-result" aria-labelledby="tool-result">
        <h2 id="tool-result">The answer</h2>
        <p className="pe-visually-hidden" aria-live="polite">
          {summary}
        </p>
        {catalogueQuery.error ? (
          <p role="alert">The product list could not be loaded. Reload the page to try again.</p>
        ) : null}
        {check ? (
          <CheckResult check={check} />
        ) : (
          <p>Choose a product with a rate, and give the opener spread and row spacing.</p>
        )}
        {check ? <ToolActions summary={summary} /> : null}
      </section>
      <ToolNotes caveats={SALT_INDEX_CAVEATS} sources={SOURCES} choice={CHOICE} />
    </div>
  );
}

function CheckResult({ check }: { check: SeedRowCheck }) {
  const salt = check.saltIndex;
  return (
    <>
      <p className={`tool-verdict tool-verdict--${check.verdict}`}>{VERDICT_TEXT[check.verdict]}</p>
      <p>Seedbed utilization: {sbuPercent(check.seedbedUtilization)} % (spread ÷ row spacing).</p>
      <ul>
        {check.findings.map((finding) => (
          // Keyed by what each finding is about, not by its text: a changed rate changes the
          // text, and the item is then updated in place rather than made again.
          <li key={finding.topic === 'product' ? finding.reason : finding.topic}>
            <strong>{VERDICT_TEXT[finding.verdict]}:</strong> {finding.reason}
          </li>
        ))}
      </ul>
      <p>
        {salt.saltIndex === null
          ? salt.message
          : `Salt index of the blend: ${formatNumber(roundForDisplay(salt.saltIndex, 'saltIndex'), 1)} (by mass, sodium nitrate = 100)${
              salt.partialSaltIndex === null
                ? '.'
                : `; per unit of nutrient: ${formatNumber(roundForDisplay(salt.partialSaltIndex, 'partialSaltIndex'), 2)}.`
            }`}{' '}
        Table used: {check.saltIndexTable.name}.
      </p>
      {check.hazards.length > 0 ? (
        <>
          <h3>Why these products can hurt seed</h3>
          <ul>
            {check.hazards.map((hazard) => (
              <li key={hazard.product}>
                {hazard.product}: {hazard.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
