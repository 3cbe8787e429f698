import { Checkbox, FormControlLabel } from '@mui/material';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}

/** A labelled checkbox whose test id is on the input itself. */
export function CheckboxField({ checked, onChange, label, testId }: Props) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid={testId}
        />
      }
      label={label}
    />
  );
}
