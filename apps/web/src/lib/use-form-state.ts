import { useState } from 'react';

/** Translated messages per field; a field without one is not marked. */
export type TFormErrors = Record<string, string>;

/**
 * The values of a form dialog and the messages of its marked fields. Changing a field
 * clears its message, so a fixed field stops being marked while the others stay.
 */
export function useFormState<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<TFormErrors>({});
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const marked = Object.keys(errors).length > 0;
  return { values, errors, setErrors, change, marked };
}
