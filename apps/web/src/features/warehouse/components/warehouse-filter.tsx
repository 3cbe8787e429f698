import { useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TWarehouseChannel, TWarehouseVideoListRequest } from '@fleet/contracts';
import { DateTimeField } from '@/components/date-time-field';
import { formTime, shiftTime, toMinute } from '@/lib/company-time';

const HOUR_MS = 3_600_000;

/** The range the page opens with: the last hour, to the minute. */
function lastHour(timeZone: string, now = new Date()) {
  const end = toMinute(now, timeZone) ?? '';
  return { start: shiftTime(end, -HOUR_MS, timeZone) ?? '', end };
}

interface Props {
  channels: TWarehouseChannel[] | undefined;
  timeZone: string;
  onSubmit: (request: TWarehouseVideoListRequest) => void;
}

const keyOf = (c: { ip: string; channel: number }) => `${c.ip}:${c.channel}`;
const labelOf = (c: TWarehouseChannel) =>
  [c.warehouse, c.name ?? keyOf(c)].filter(Boolean).join(' · ');

/** Channel picker and range of the warehouse video list. */
export function WarehouseFilter({ channels, timeZone, onSubmit }: Props) {
  const { t } = useTranslation('warehouse');
  const [range, setRange] = useState(() => lastHour(timeZone));
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const channel = channels?.find((c) => keyOf(c) === picked) ?? channels?.[0];

  const submit = () => {
    const start = formTime(range.start);
    const end = formTime(range.end);
    if (!channel) return setProblem(t('filter.channelRequired'));
    if (!start || !end || end <= start) return setProblem(t('filter.invalidRange'));
    setProblem(null);
    onSubmit({ ip: channel.ip, channel: channel.channel, start_date: start, end_date: end });
  };

  return (
    <Paper
      component="form"
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('filter.channel')}
          value={channel ? keyOf(channel) : ''}
          onChange={(event) => setPicked(event.target.value)}
          sx={{ minWidth: 260 }}
          helperText={channels?.length === 0 ? t('filter.channelNone') : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'warehouse-channel' } }}
        >
          {(channels ?? []).map((c) => (
            <MenuItem key={keyOf(c)} value={keyOf(c)}>
              {labelOf(c)}
            </MenuItem>
          ))}
        </TextField>
        <DateTimeField
          size="small"
          label={t('filter.start')}
          value={range.start}
          onChange={(start) => setRange((r) => ({ ...r, start }))}
          testId="warehouse-start"
          withSeconds
        />
        <DateTimeField
          size="small"
          label={t('filter.end')}
          value={range.end}
          error={problem ?? undefined}
          onChange={(end) => setRange((r) => ({ ...r, end }))}
          testId="warehouse-end"
          withSeconds
        />
        <Button type="submit" variant="contained" data-testid="warehouse-submit">
          {t('filter.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
