import type { ForecastConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { ForecastCache } from './forecast-cache.js';
import { GeoMetProvider } from './providers/geomet.provider.js';
import { OpenMeteoProvider } from './providers/open-meteo.provider.js';
import type { ForecastProvider } from './providers/provider.js';

/** The provider SPRAY_FORECAST_PROVIDER names; null for `none` (manual mode only). */
export function forecastProvider(config: ForecastConfig): ForecastProvider | null {
  switch (config.provider) {
    case 'eccc-geomet':
      return new GeoMetProvider(config.geometUrl);
    case 'open-meteo':
      // config.ts refuses open-meteo without a key.
      return new OpenMeteoProvider(config.openMeteoUrl, config.openMeteoApiKey!);
    case 'none':
      return null;
  }
}

/** This instance's forecast cache (its own circuit breaker), or null without a provider. */
export function createForecastCache(config: ForecastConfig, logger: Logger): ForecastCache | null {
  const provider = forecastProvider(config);
  return provider ? new ForecastCache(provider, config, logger) : null;
}
