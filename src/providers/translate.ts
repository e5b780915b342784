/** The one function the providers need from i18n: react-admin's translate (polyglot options, `_` = default). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
