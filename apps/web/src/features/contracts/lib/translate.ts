/** The slice of i18next's `t` these helpers need; keeps them independent of typed resources. */
export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
