import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

/** What a form may set on one of its text fields besides its name, value and error. */
export interface TFieldOptions extends Omit<
  TextFieldProps,
  'id' | 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helperText'
> {
  /** Helper text while the field has no error. */
  help?: ReactNode;
  /** Spans every column of the form's grid. */
  wide?: boolean;
  /** Attributes of the `<input>` itself (inputMode, step, readOnly, ...). */
  htmlInput?: Record<string, unknown>;
  /** A native `<select>` whose `<option>`s are the children; its label always floats. */
  nativeSelect?: boolean;
}

export interface TFormTextFieldProps extends TFieldOptions {
  /** The form's prefix: the field is `<form>-<name>`, its test id uses dashes only. */
  form: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated message; marks the field. */
  error?: string | undefined;
}

/** The grid columns of a form with two fields a row on wider screens. */
export const formGridSx = {
  display: 'grid',
  gap: 2,
  pt: 1,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** One field of a form dialog, with the ids and test ids the e2e specs rely on. */
export function FormTextField(props: TFormTextFieldProps) {
  const { form, name, value, onValueChange, error, help, wide, htmlInput, nativeSelect, ...rest } =
    props;
  const slotProps = rest.slotProps ?? {};
  return (
    <TextField
      fullWidth
      {...rest}
      select={nativeSelect ?? rest.select}
      id={`${form}-${name}`}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      sx={wide ? { gridColumn: '1 / -1' } : rest.sx}
      slotProps={{
        ...slotProps,
        ...(nativeSelect ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
        htmlInput: { ...htmlInput, 'data-testid': `${form}-${name.replace(/_/g, '-')}` },
      }}
    />
  );
}

interface TFieldSource<K extends string> {
  form: string;
  values: Readonly<Record<K, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  onChange: (name: K, value: string) => void;
}

/** `field(name, label, options)` for the text fields of one form's values and errors. */
export function textFieldsOf<K extends string>({
  form,
  values,
  errors,
  onChange,
}: TFieldSource<K>) {
  return function field(name: K, label: string, options: TFieldOptions = {}) {
    return (
      <FormTextField
        {...options}
        form={form}
        name={name}
        label={label}
        value={values[name]}
        onValueChange={(value) => onChange(name, value)}
        error={errors[name]}
      />
    );
  };
}
