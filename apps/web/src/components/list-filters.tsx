import type { ReactNode } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface TSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Placeholder and accessible name. */
  label: string;
  testId: string;
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
}

/** The search box above a list: a search icon and the label as placeholder. */
export function SearchField({ value, onChange, label, testId, sx, fullWidth }: TSearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      fullWidth={fullWidth}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      sx={sx}
      slotProps={{
        htmlInput: { 'data-testid': testId, 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface TSelectFilterProps {
  /** '' stands for "all"; the first option should say so. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
  id?: string;
  sx?: SxProps<Theme>;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A native drop-down filter above a list. */
export function SelectFilter({
  value,
  onChange,
  label,
  testId,
  id,
  sx,
  children,
}: TSelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      {children}
    </TextField>
  );
}
