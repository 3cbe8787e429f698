import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  Tooltip,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import {
  STANDARD_REPORT_CODES,
  STANDARD_REPORTS,
  STOP_FILTER_MINUTES,
  type TStandardReportCode,
  type TThresholdLabels,
} from '@fleet/contracts';
import { DateRangeFields, FilterForm, ShowButton } from '@/components/filter-form';
import { useTruckList } from '@/api/trucks';
import { useDrivers } from '../api';
import type { TReportDraft } from '../lib/report-request';

interface Props {
  code: TStandardReportCode;
  onCode: (code: TStandardReportCode) => void;
  draft: TReportDraft;
  onDraft: (change: Partial<TReportDraft>) => void;
  /** The admin's limits in words ("trên 4 giờ"); undefined until the settings are read. */
  thresholds: TThresholdLabels | undefined;
  onShow: () => void;
  onDownload: () => void;
  canDownload: boolean;
  downloading: boolean;
}

const HINT_ID = 'report-download-hint';
/** Read by screen readers, not drawn (the tooltip shows it on the screen). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Pixels, not sx's fractions (1 would read as 100 %).
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Report, truck or driver (as the report takes them), period and its own options. */
export function ReportFilterForm(props: Props) {
  const { code, onCode, draft, onDraft, thresholds, onShow, onDownload } = props;
  const { canDownload, downloading } = props;
  const { t } = useTranslation('driving-report');
  const trucks = useTruckList();
  const drivers = useDrivers();
  const subject = STANDARD_REPORTS[code].subject;
  const hint = t('reports.downloadHint', { show: t('filter.show') });
  return (
    <FilterForm label={t('reports.heading')} onSubmit={onShow} wrap>
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
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(field, value) => onDraft({ [field]: value })}
        labels={{ from: t('filter.from'), to: t('filter.to') }}
        testId="report"
      />
      {code === 'b3' && thresholds && (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.overLimitOnly}
              onChange={(event) => onDraft({ overLimitOnly: event.target.checked })}
            />
          }
          label={t('reports.overLimitOnly', { threshold: thresholds.over_continuous_limit })}
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
      <ShowButton label={t('filter.show')} testId="report-show" />
      {/* Disabled until a report is shown: the hint says why, on hover and to screen readers. */}
      <Tooltip title={canDownload ? '' : hint}>
        <span>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            disabled={!canDownload || downloading}
            aria-describedby={canDownload ? undefined : HINT_ID}
            data-testid="report-download"
            sx={{ minHeight: 56 }}
          >
            {downloading ? t('reports.downloading') : t('reports.download')}
          </Button>
        </span>
      </Tooltip>
      {!canDownload && (
        <Box component="span" id={HINT_ID} sx={VISUALLY_HIDDEN} data-testid="report-download-hint">
          {hint}
        </Box>
      )}
    </FilterForm>
  );
}
