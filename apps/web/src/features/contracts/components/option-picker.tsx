import { Autocomplete, TextField } from '@mui/material';

interface Props<T> {
  /** Field id `contract-form-<name>`; the test id uses dashes. */
  name: string;
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (next: T | null) => void;
  labelOf: (option: T) => string;
  keyOf: (option: T) => string | number;
  loading: boolean;
  loadingText: string;
  noOptionsText: string;
  error?: string;
  help?: string;
  required?: boolean;
}

/** A searchable picker of the contract form (truck, driver, map point). */
export function OptionPicker<T>(props: Props<T>) {
  const { name, label, options, value, onChange, labelOf, keyOf, error, help } = props;
  return (
    <Autocomplete
      id={`contract-form-${name}`}
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={labelOf}
      getOptionKey={keyOf}
      isOptionEqualToValue={(option, current) => keyOf(option) === keyOf(current)}
      autoHighlight
      loading={props.loading}
      loadingText={props.loadingText}
      noOptionsText={props.noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={props.required}
          error={Boolean(error)}
          helperText={error ?? help}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'data-testid': `contract-form-${name.replace(/_/g, '-')}`,
            },
          }}
        />
      )}
    />
  );
}
