/** A setting, or a combination of settings, the app cannot start with; the message says which and why. */
export class ConfigError extends Error {}
