import {
  Autocomplete,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import {
  STANDARD_REPORT_CODES,
  STANDARD_REPORTS,
  STOP_FILTER_MINUTES,
  type TStandardReportCode,
} from '@fleet/contracts';
import { useTruckList } from '@/features/trucks/api';
import { useDrivers } from '../api';
import type { TReportDraft } from '../lib/report-request';

interface Props {
  code: TStandardReportCode;
  onCode: (code: TStandardReportCode) => void;
  draft: TReportDraft;
  onDraft: (change: Partial<TReportDraft>) => void;
  onShow: () => void;
  onDownload: () => void;
  canDownload: boolean;
  downloading: boolean;
}

/** Report, truck or driver (as the report takes them), period and its own options. */
export function ReportFilterForm(props: Props) {
  const { code, onCode, draft, onDraft, onShow, onDownload, canDownload, downloading } = props;
  const { t } = useTranslation('driving-report');
  const trucks = useTruckList();
  const drivers = useDrivers();
  const subject = STANDARD_REPORTS[code].subject;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        noValidate
        aria-label={t('reports.heading')}
        onSubmit={(event) => {
          event.preventDefault();
          onShow();
        }}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
      >
        <TextField
          select
          label={t('reports.pick')}
          value={code}
          onChange={(event) => onCode(event.target.value as TStandardReportCode)}
          sx={{ minWidth: 260 }}
        >
          {STANDARD_REPORT_CODES.map((c) => (
            <MenuItem key={c} value={c} data-testid={`report-code-${c}`}>
              {t(`reports.names.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        {subject !== 'driver_optional' && (
          <Autocomplete
            options={trucks.data ?? []}
            value={(trucks.data ?? []).find((truck) => truck.plate === draft.plate) ?? null}
            onChange={(_event, next) => onDraft({ plate: next?.plate ?? '' })}
            getOptionLabel={(truck) => truck.plate_display}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('filter.noOptions')}
            sx={{ minWidth: 200 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('filter.truck')}
                placeholder={subject === 'truck' ? undefined : t('filter.allTrucks')}
                slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'report-truck' } }}
              />
            )}
          />
        )}
        {subject !== 'truck' && subject !== 'truck_optional' && (
          <Autocomplete
            options={drivers.data ?? []}
            value={(drivers.data ?? []).find((d) => d.username === draft.driver) ?? null}
            onChange={(_event, next) => onDraft({ driver: next?.username ?? '' })}
            getOptionLabel={(d) => d.driver_name}
            isOptionEqualToValue={(a, b) => a.username === b.username}
            noOptionsText={t('filter.noOptions')}
            sx={{ minWidth: 200 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('filter.driver')}
                placeholder={t('filter.allDrivers')}
                slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'report-driver' } }}
              />
            )}
          />
        )}
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="datetime-local"
            label={t(`filter.${field}`)}
            value={draft[field]}
            onChange={(event) => onDraft({ [field]: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `report-${field}` },
            }}
          />
        ))}
        {code === 'b3' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.overLimitOnly}
                onChange={(event) => onDraft({ overLimitOnly: event.target.checked })}
              />
            }
            label={t('reports.overLimitOnly')}
          />
        )}
        {code === 'b4' && (
          <TextField
            select
            label={t('reports.minStop')}
            value={draft.minStop}
            onChange={(event) => onDraft({ minStop: Number(event.target.value) })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value={-1}>–</MenuItem>
            {STOP_FILTER_MINUTES.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          data-testid="report-show"
          sx={{ minHeight: 56 }}
        >
          {t('filter.show')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={onDownload}
          disabled={!canDownload || downloading}
          data-testid="report-download"
          sx={{ minHeight: 56 }}
        >
          {downloading ? t('reports.downloading') : t('reports.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
