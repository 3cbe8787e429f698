import type { FormEvent, ReactNode } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DateTimeField } from './date-time-field';

interface TFilterFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: () => void;
  /** Lets the fields wrap onto more rows (a form with many fields). */
  wrap?: boolean;
  children: ReactNode;
}

/** The query form above a report or a list: one row of fields on wide screens, a column on phones. */
export function FilterForm({ label, onSubmit, wrap = false, children }: TFilterFormProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap={wrap}
        sx={{ alignItems: { md: 'flex-start' }, ...(wrap ? { flexWrap: 'wrap' } : {}) }}
        aria-label={label}
      >
        {children}
      </Stack>
    </Paper>
  );
}

export type TRangeField = 'from' | 'to';

interface TDateRangeFieldsProps {
  from: string;
  to: string;
  onChange: (field: TRangeField, value: string) => void;
  labels: Record<TRangeField, string>;
  /** `<testId>-from` and `<testId>-to` on the inputs. */
  testId: string;
  /** A field's message, or `true` to mark it without one. */
  errors?: Partial<Record<TRangeField, string | true>>;
}

/** The start and end of a period: wire times in the company zone, shown as `DD/MM/YYYY HH:mm`. */
export function DateRangeFields({
  from,
  to,
  onChange,
  labels,
  testId,
  errors = {},
}: TDateRangeFieldsProps) {
  const values = { from, to };
  return (['from', 'to'] as const).map((field) => (
    <DateTimeField
      key={field}
      label={labels[field]}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errors[field]}
      testId={`${testId}-${field}`}
      sx={{ flex: 1, minWidth: 200 }}
    />
  ));
}

interface TShowButtonProps {
  label: string;
  testId: string;
  busy?: boolean;
}

/** The form's submit: runs the query. */
export function ShowButton({ label, testId, busy = false }: TShowButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      startIcon={<SearchIcon />}
      disabled={busy}
      sx={{ minHeight: 56, flexShrink: 0 }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
