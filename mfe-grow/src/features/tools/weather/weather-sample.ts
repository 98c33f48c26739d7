/** Without a location the weather tab shows these fixed sample values. */
export const WEATHER_SAMPLE = { temperatureF: 72, humidityPercent: 65, windMph: 8, uvIndex: 6 } as const;
