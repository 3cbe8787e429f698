import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStopReport, TVideo } from '@fleet/contracts';
import { DataTable } from '@/components/data-table';
import { stopColumns, type TStopRow } from './stop-columns';
import { VideoDialog } from './video-dialog';

interface Props {
  report: TStopReport | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onShow: (index: number) => void;
}

/** The stops of the day with place, times, idle and videos, ending with the total row. */
export function TripStopTable({ report, loading, error, onRetry, onShow }: Props) {
  const { t } = useTranslation('contracts');
  const [video, setVideo] = useState<TVideo | null>(null);
  const plate = report?.plate ?? null;
  const columns = useMemo(
    () => stopColumns({ t, plate, onShow, onPlay: setVideo }),
    [t, plate, onShow],
  );
  const rows = useMemo<TStopRow[] | undefined>(() => {
    if (!report) return undefined;
    const stops = report.stops.map((stop, index) => ({ ...stop, index }));
    if (stops.length === 0) return [];
    const total: TStopRow = {
      index: stops.length,
      total: true,
      place: t('stops.count', { count: report.sum.stop_count }),
      start_time: '',
      end_time: '',
      duration_s: report.sum.stop_s,
      idle_s: report.sum.idle_s,
      lat: 0,
      lon: 0,
      address: '',
      marker_id: null,
      videos: [],
    };
    return [...stops, total];
  }, [report, t]);
  const fileName = report
    ? t('stops.exportName', { plate: report.plate, date: report.start_time.slice(0, 10) })
    : '';

  return (
    <>
      <DataTable<TStopRow>
        tableId="contract-stops"
        sortPrefix="stops"
        rows={rows}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        columns={columns}
        rowKey={(row) => (row.total ? 'total' : row.index)}
        emptyText={t('stops.empty')}
        exportTo={{ fileName: fileName, sheet: t('common:sheets.tripStops') }}
      />
      <VideoDialog video={video} onClose={() => setVideo(null)} />
    </>
  );
}
