import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PointForecast } from 'agronomy';

/**
 * One provider's forecast for one cell of about 2.5 km (agronomy's `forecastCell`), kept for up to
 * an hour, and the claim of the instance fetching it. Only the rounded cell is stored, never a
 * visitor's point. Rows are written with plain SQL by ForecastCache (an `insert … on conflict`
 * decides which instance fetches), never through the unit of work; a forecast is no content, so
 * its writes never clear the page caches.
 */
@Entity({ tableName: 'forecast_cells' })
export class ForecastCellRow {
  /** Provider and cell centre, e.g. "eccc-geomet:52.1125,-106.6200". */
  @PrimaryKey({ length: 80 })
  key!: string;

  @Property({ length: 20 })
  provider!: string;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  /** The forecast as the provider's parser gave it; null until the first fetch succeeds. */
  @Property({ type: 'jsonb', nullable: true })
  forecast?: PointForecast | null;

  @Property({ type: 'timestamptz', nullable: true })
  fetchedAt?: Date | null;

  /** After this the forecast is not served: fetched again, or "unavailable". */
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  /** An instance is fetching this cell until then (a crashed one's claim lapses). */
  @Property({ type: 'timestamptz', nullable: true })
  claimedUntil?: Date | null;

  /** Why the last fetch failed, for the log and the operators; never shown to visitors. */
  @Property({ length: 300, nullable: true })
  lastError?: string | null;
}
