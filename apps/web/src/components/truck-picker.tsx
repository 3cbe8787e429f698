import { Autocomplete, TextField } from '@mui/material';
import type { TTruck } from '@fleet/contracts';

interface Props {
  trucks: readonly TTruck[];
  value: TTruck | null;
  onChange: (truck: TTruck | null) => void;
  label: string;
  loading: boolean;
  loadingText: string;
  noOptionsText: string;
  /** The message under the field (a truck is required). */
  error?: string;
  testId: string;
  /** Narrows the choices to what was typed; default: MUI's match on the label. */
  matches?: (truck: TTruck, typed: string) => boolean;
}

const truckLabel = (truck: TTruck) =>
  truck.name ? `${truck.plate_display} – ${truck.name}` : truck.plate_display;

/** Picks one truck of the user's list by plate or name (the first field of a truck query). */
export function TruckPicker(props: Props) {
  const { trucks, value, onChange, label, loading, loadingText, noOptionsText } = props;
  const { error, testId, matches } = props;
  return (
    <Autocomplete
      options={trucks}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={truckLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={
        matches
          ? (options, { inputValue }) => options.filter((option) => matches(option, inputValue))
          : undefined
      }
      autoHighlight
      loading={loading}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      sx={{ flex: 2, minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
