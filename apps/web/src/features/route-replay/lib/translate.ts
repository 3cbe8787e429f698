/** The `t` of this feature's namespace, for helpers that are handed it. */
export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
