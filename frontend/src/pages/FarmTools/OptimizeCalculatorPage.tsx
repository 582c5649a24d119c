import {
  applyTargetOverrides,
  CROPS,
  ESTIMATE_LABEL,
  kgPerHaToLbPerAcre,
  lbPerAcreToKgPerHa,
  NUTRIENT_LABELS,
  NUTRIENTS,
  OPTIMIZE_CAVEATS,
  optimizeCalculatorSources,
  planFertilizer,
  planProductOf,
  REMOVAL_GAPS,
  roundForDisplay,
  targetsFromYieldGoal,
  type CatalogueProduct,
  type CropId,
  type Nutrient,
  planLineOf,
  type FieldArea,
  type PlanMode,
  type PlanProduct,
  type PlanResult,
} from 'agronomy';
import { ToolForm } from './ToolFormShell';
import { useMemo, type ReactNode } from 'react';
import { PageMeta } from '../../app/meta';
import { usePageQuery } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { FertilizerCatalogueDocument } from '../../graphql/generated/graphql';
import { ToolActions, ToolNotes, ToolPrintHeader } from './ToolSources';
import {
  catalogueProduct,
  formatMoney,
  formatNumber,
  useToolForm,
  useUnits,
  type UnitSystem,
} from './toolForm';
import { numberParam } from './toolParams';
import './FarmTools.css';

const PATH = PUBLIC_ROUTES.optimizeCalculator.path;
const SOURCES = optimizeCalculatorSources();
const fieldKey = (prefix: string, nutrient: Nutrient) => `${prefix}${nutrient}`;

/** lb/ac from what the farmer typed in the chosen units. */
const toLbPerAcre = (value: number | undefined, units: UnitSystem) =>
  value === undefined ? undefined : units === 'metric' ? kgPerHaToLbPerAcre(value) : value;
const rateUnit = (units: UnitSystem) => (units === 'metric' ? 'kg/ha' : 'lb/ac');
const shown = (lbPerAcre: number, units: UnitSystem) =>
  formatNumber(
    roundForDisplay(units === 'metric' ? lbPerAcreToKgPerHa(lbPerAcre) : lbPerAcre, 'lbPerAcre'),
    1,
  );

/**
 * "+9.5", "−2.0", or "0.0" for a target met to within what the page shows: the solver's
 * −0.00001 lb/ac is not an amount under the target ("−0.0" read as one).
 */
function difference(lbPerAcre: number, units: UnitSystem) {
  const text = shown(Math.abs(lbPerAcre), units);
  if (/^0(\.0*)?$/.test(text)) return text;
  return `${lbPerAcre > 0 ? '+' : '−'}${text}`;
}

interface Inputs {
  crop: CropId;
  units: UnitSystem;
  area?: number;
  mode: PlanMode;
  chosen: CatalogueProduct[];
}

function planSummary(
  inputs: Inputs,
  targets: { nutrient: Nutrient; lbPerAcre: number }[],
  result: PlanResult,
) {
  const unit = rateUnit(inputs.units);
  const cropName = CROPS.find((crop) => crop.id === inputs.crop)?.name ?? inputs.crop;
  const area = `${inputs.area ?? 0} ${inputs.units === 'metric' ? 'ha' : 'ac'}`;
  const targetText = targets
    .map((t) => `${NUTRIENT_LABELS[t.nutrient]} ${shown(t.lbPerAcre, inputs.units)}`)
    .join(', ');
  const head = `Optimize Calculator: ${cropName}, ${area}. Targets (${unit}): ${targetText}.`;
  if (!result.feasible) return `${head} No plan: ${result.message}`;
  const lines = result.lines
    .map(
      (line) =>
        `${line.name} ${shown(line.rates.lbPerAcre, inputs.units)} ${unit}, ${formatNumber(line.fieldTonnes, 2)} t for the field`,
    )
    .join('; ');
  const cost = result.cost
    ? ` Cost ${formatMoney(result.cost.perAcre)}/ac, ${formatMoney(result.cost.perField)} for the field.`
    : '';
  return `${head} ${inputs.mode === 'least-cost' ? 'Least-cost' : 'Exact'} plan: ${lines}.${cost}`;
}

/**
 * /apps/optimize-calculator: targets from the farmer or estimated from a yield goal less a soil
 * test, products from the company's list and the reference list, and an exact or least-cost plan.
 * Every input is in the URL; the agronomy module computes in the page (and in the server's
 * render, for a browser without JavaScript).
 */
export function OptimizeCalculatorPage() {
  const form = useToolForm();
  const { params } = form;
  const units = useUnits(params);
  const catalogueQuery = usePageQuery(FertilizerCatalogueDocument);
  const catalogue = useMemo(
    () => (catalogueQuery.data?.fertilizerCatalogue ?? []).map(catalogueProduct),
    [catalogueQuery.data],
  );
  const crop = CROPS.find((entry) => entry.id === params.get('crop'))?.id ?? 'canola';
  const area = numberParam(params, 'area');
  const yieldGoal = numberParam(params, 'yield');
  const mode: PlanMode = params.get('mode') === 'least-cost' ? 'least-cost' : 'exact';
  const chosenIds = params.getAll('p');
  const chosen = catalogue.filter((entry) => chosenIds.includes(entry.id));

  const soilTest: Partial<Record<Nutrient, number>> = {};
  const overrides: Partial<Record<Nutrient, number>> = {};
  for (const nutrient of NUTRIENTS) {
    const soil = toLbPerAcre(numberParam(params, fieldKey('s', nutrient)), units);
    if (soil !== undefined) soilTest[nutrient] = soil;
    const target = toLbPerAcre(numberParam(params, fieldKey('t', nutrient)), units);
    if (target !== undefined) overrides[nutrient] = target;
  }
  const estimate =
    yieldGoal === undefined
      ? null
      : targetsFromYieldGoal({
          crop,
          yieldGoal:
            units === 'metric' ? { tonnesPerHa: yieldGoal } : { bushelsPerAcre: yieldGoal },
          soilTestLbPerAcre: soilTest,
        });
  const targets = applyTargetOverrides(
    estimate ?? { available: false, message: '' },
    overrides,
  ).filter((target) => target.lbPerAcre > 0);
  const field = units === 'metric' ? { hectares: area ?? 0 } : { acres: area ?? 0 };
  const ready = chosen.length > 0 && targets.length > 0;
  const planProducts = chosen.map((entry) => planProductOf(entry));
  const result = ready
    ? planFertilizer({
        products: planProducts,
        targetsLbPerAcre: Object.fromEntries(targets.map((t) => [t.nutrient, t.lbPerAcre])),
        field,
        mode,
      })
    : null;
  const inputs: Inputs = { crop, units, area, mode, chosen };
  const summary = result ? planSummary(inputs, targets, result) : '';
  const estimated = (nutrient: Nutrient) =>
    estimate?.available
      ? estimate.lines.find((line) => line.nutrient === nutrient)?.targetLbPerAcre
      : undefined;
  const unit = rateUnit(units);
  const company = catalogue.filter((entry) => entry.kind === 'company');
  const reference = catalogue.filter((entry) => entry.kind === 'reference');
  // The form's fields are uncontrolled: a changed target changes only the plan below, so the form
  // renders again only when what it shows changes (units, crop, the estimates, the product list,
  // hydration).
  const estimateText = estimate
    ? estimate.available
      ? NUTRIENTS.map((nutrient) => estimated(nutrient) ?? '').join('|')
      : estimate.message
    : '';
  const formView = useMemo(
    () => (
      <ToolForm
        form={form}
        action={PATH}
        ready={catalogue.length > 0}
        units={units}
        unitLabels={{ imperial: 'Imperial (ac, lb/ac, bu/ac)', metric: 'Metric (ha, kg/ha, t/ha)' }}
      >
        <fieldset>
          <legend>Crop and field</legend>
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
            Field size ({units === 'metric' ? 'ha' : 'ac'})
            <input name="area" inputMode="decimal" defaultValue={params.get('area') ?? ''} />
          </label>
          <label className="tool-field">
            Yield goal ({units === 'metric' ? 't/ha' : 'bu/ac'}), to estimate targets
            <input name="yield" inputMode="decimal" defaultValue={params.get('yield') ?? ''} />
          </label>
          {REMOVAL_GAPS[crop] ? <p className="tool-note">{REMOVAL_GAPS[crop]}</p> : null}
        </fieldset>
        <fieldset>
          <legend>Soil test ({unit}), optional</legend>
          <div className="tool-grid">
            {NUTRIENTS.map((nutrient) => (
              <label className="tool-field" key={nutrient}>
                {NUTRIENT_LABELS[nutrient]}
                <input
                  name={fieldKey('s', nutrient)}
                  inputMode="decimal"
                  defaultValue={params.get(fieldKey('s', nutrient)) ?? ''}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Targets ({unit})</legend>
          {estimate?.available ? <p className="tool-note">{ESTIMATE_LABEL}</p> : null}
          {estimate && !estimate.available ? <p className="tool-note">{estimate.message}</p> : null}
          <div className="tool-grid">
            {NUTRIENTS.map((nutrient) => {
              const guess = estimated(nutrient);
              return (
                <label className="tool-field" key={nutrient}>
                  {NUTRIENT_LABELS[nutrient]}
                  {guess !== undefined ? ` (estimate ${shown(guess, units)})` : ''}
                  <input
                    name={fieldKey('t', nutrient)}
                    inputMode="decimal"
                    defaultValue={params.get(fieldKey('t', nutrient)) ?? ''}
                    placeholder={guess !== undefined ? shown(guess, units) : ''}
                  />
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend>Products</legend>
          <ProductChoices title="Our products" products={company} chosen={chosenIds} />
          <ProductChoices
            title="Common fertilizers (reference list)"
            products={reference}
            chosen={chosenIds}
          />
        </fieldset>
        <fieldset>
          <legend>Plan</legend>
          <label className="tool-choice">
            <input type="radio" name="mode" value="exact" defaultChecked={mode === 'exact'} />
            Exact: meet every target with the least to spare
          </label>
          <label className="tool-choice">
            <input
              type="radio"
              name="mode"
              value="least-cost"
              defaultChecked={mode === 'least-cost'}
            />
            Least cost: meet every target at the lowest price
          </label>
        </fieldset>
        <button type="submit" className="tool-button tool-button--primary">
          Show the plan
        </button>
      </ToolForm>
    ),
    // The fields' initial values are read when the form is made (formKey); later, the fields
    // hold the farmer's input themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.formKey, form.onChange, form.onSubmit, catalogue, units, crop, estimateText],
  );

  return (
    <div className="page farm-tool">
      <PageMeta
        title="Optimize Calculator"
        description="Fertilizer rates per acre and for the field, an exact or least-cost blend of our products and common fertilizers, from your targets or your soil test."
        path={PATH}
      />
      <ToolPrintHeader tool="Optimize Calculator" />
      <h1>Optimize Calculator</h1>
      <p className="tool-lead">
        Enter your soil test results, crop and yield target, choose the products, and the calculator
        gives a rate per acre, the total product for the field and what it costs.
      </p>
      {formView}

      <section className="tool-section tool-result" aria-labelledby="tool-result">
        <h2 id="tool-result">Your plan</h2>
        <p className="pe-visually-hidden" aria-live="polite">
          {summary}
        </p>
        {catalogueQuery.error ? (
          <p role="alert">The product list could not be loaded. Reload the page to try again.</p>
        ) : null}
        {!result ? (
          <p>Choose at least one product and give a target (or a yield goal) to see a plan.</p>
        ) : result.feasible ? (
          <PlanTables result={result} products={planProducts} field={field} units={units} />
        ) : (
          <p className="tool-verdict tool-verdict--exceeds">No plan: {result.message}</p>
        )}
        {result && result.excluded.length > 0 ? (
          <ul>
            {result.excluded.map((entry) => (
              <li key={entry.name}>
                {entry.name} was left out: {entry.reason}
              </li>
            ))}
          </ul>
        ) : null}
        {result ? <ToolActions summary={summary} /> : null}
      </section>
      <ToolNotes caveats={OPTIMIZE_CAVEATS} sources={SOURCES} />
    </div>
  );
}

function ProductChoices({
  title,
  products,
  chosen,
}: {
  title: string;
  products: CatalogueProduct[];
  chosen: string[];
}) {
  if (products.length === 0) return null;
  return (
    // A group of its own within "Products" (a heading here would skip a level: the form has
    // legends, not headings).
    <fieldset className="tool-products">
      <legend>{title}</legend>
      {products.map((product) => (
        <label className="tool-choice" key={product.id}>
          <input
            type="checkbox"
            name="p"
            value={product.id}
            defaultChecked={chosen.includes(product.id)}
          />
          {product.name} {product.grade}
          {product.pricePerTonne !== null
            ? ` · ${formatMoney(product.pricePerTonne)}/t${product.priceSetOn ? ` (${product.priceSetOn})` : ''}`
            : ''}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A plan's line for each product weighed, in the order the form lists them: 0 for one the plan
 * does not need.
 */
function planRows(
  result: Extract<PlanResult, { feasible: true }>,
  products: PlanProduct[],
  field: FieldArea,
) {
  const left = new Set(result.excluded.map((entry) => entry.name));
  return products
    .filter((product) => !left.has(product.name))
    .map((product) => {
      const line = result.lines.find((entry) => entry.productId === product.id);
      return line ? { line, used: true } : { line: planLineOf(product, 0, field), used: false };
    });
}

/** The plan's columns: each cell carries its column's name, which a phone shows above it. */
const COLUMN = {
  lbPerAcre: 'lb/ac',
  kgPerHa: 'kg/ha',
  usGalPerAcre: 'US gal/ac',
  lPerHa: 'L/ha',
  fieldTonnes: 'Field total (t)',
  costPerAcre: 'Cost/ac',
  target: 'Target',
  supplied: 'Supplied',
  difference: 'Over (+) or under (−)',
} as const;

/*
 * The plan's tables name their parts' roles, as a table's own: on a phone their rows are laid out
 * as cards (FarmTools.css), and a browser that drops a table's meaning once its parts are not laid
 * out as a table (some have) still reads rows, cells and their column heads from the roles.
 */
function ColumnHeads({ names }: { names: string[] }) {
  return names.map((name) => (
    <th key={name} scope="col" role="columnheader">
      {name}
    </th>
  ));
}

/** A figure of the plan under its column's name (a function, not a component of its own per cell). */
function cell(column: string, figure: ReactNode) {
  return (
    <td role="cell" data-label={column}>
      {figure}
    </td>
  );
}

function PlanTables({
  result,
  products,
  field,
  units,
}: {
  result: Extract<PlanResult, { feasible: true }>;
  /** The products weighed, as the form lists them (our products, then the reference list). */
  products: PlanProduct[];
  field: FieldArea;
  units: UnitSystem;
}) {
  const unit = rateUnit(units);
  // Every product weighed keeps its row, at 0 when the plan does not need it: a farmer sees that it
  // was weighed, and the table keeps its shape while the targets are typed (a row that came and
  // went with each key moved the rows under the reader's eyes, and inserting it cost about a
  // tenth of the key's main-thread time, docs/benchmarks.md). Volumes are a liquid's: with no
  // liquid among the products there is no column of dashes for them. On a phone each row is a
  // card, each figure under its column's name (`data-label`, FarmTools.css).
  const rows = planRows(result, products, field);
  const liquid = rows.some(({ line }) => line.rates.usGalPerAcre !== null);
  return (
    <>
      <table className="tool-table tool-table--cards" role="table">
        <caption>Products and rates</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Product
            </th>
            <ColumnHeads names={[COLUMN.lbPerAcre, COLUMN.kgPerHa]} />
            {liquid ? <ColumnHeads names={[COLUMN.usGalPerAcre, COLUMN.lPerHa]} /> : null}
            <ColumnHeads names={[COLUMN.fieldTonnes, COLUMN.costPerAcre]} />
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ line, used }) => (
            <tr key={line.productId} role="row" className={used ? undefined : 'tool-table__unused'}>
              <th scope="row" role="rowheader">
                {used ? line.name : `${line.name} (not needed)`}
              </th>
              {cell(
                COLUMN.lbPerAcre,
                formatNumber(roundForDisplay(line.rates.lbPerAcre, 'lbPerAcre'), 1),
              )}
              {cell(
                COLUMN.kgPerHa,
                formatNumber(roundForDisplay(line.rates.kgPerHa, 'kgPerHa'), 1),
              )}
              {liquid
                ? cell(
                    COLUMN.usGalPerAcre,
                    line.rates.usGalPerAcre === null
                      ? '–'
                      : formatNumber(line.rates.usGalPerAcre, 2),
                  )
                : null}
              {liquid
                ? cell(
                    COLUMN.lPerHa,
                    line.rates.lPerHa === null ? '–' : formatNumber(line.rates.lPerHa, 1),
                  )
                : null}
              {cell(COLUMN.fieldTonnes, formatNumber(line.fieldTonnes, 2))}
              {cell(
                COLUMN.costPerAcre,
                line.costPerAcre === null ? 'no price' : formatMoney(line.costPerAcre),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="tool-table tool-table--cards" role="table">
        <caption>Nutrients supplied against the targets ({unit})</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Nutrient
            </th>
            <ColumnHeads names={[COLUMN.target, COLUMN.supplied, COLUMN.difference]} />
          </tr>
        </thead>
        <tbody role="rowgroup">
          {result.balance.map((row) => (
            <tr key={row.nutrient} role="row">
              <th scope="row" role="rowheader">
                {NUTRIENT_LABELS[row.nutrient]}
              </th>
              {cell(
                COLUMN.target,
                row.targetLbPerAcre === null ? 'none' : shown(row.targetLbPerAcre, units),
              )}
              {cell(COLUMN.supplied, shown(row.suppliedLbPerAcre, units))}
              {cell(
                COLUMN.difference,
                row.differenceLbPerAcre === null ? '–' : difference(row.differenceLbPerAcre, units),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {result.cost ? (
        <p>
          Cost: {formatMoney(result.cost.perAcre)} per acre, {formatMoney(result.cost.perHa)} per
          hectare, {formatMoney(result.cost.perField)} for the field.
        </p>
      ) : (
        <p>Cost: not all products in the plan have a price ({result.unpriced.join(', ')}).</p>
      )}
    </>
  );
}
