import type { ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import RouteIcon from '@mui/icons-material/Route';
import VideoLibraryIcon from '@mui/icons-material/VideoLibraryOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPage } from '@fleet/contracts';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { usePageGrants } from '@/lib/grants';
import { useClipAt } from '@/api/route';
import { normalizeMoment, replayHref, videoHref } from '@/lib/moment-link';

export interface TMomentLinksProps {
  /** The truck; rows without one get no links. */
  plate: string | null;
  /** Wire time (company zone) or ISO. */
  time: string;
  /**
   * Whether a clip covers the moment, when the list already knows (its own clip lookup);
   * left out, the links ask the video history themselves.
   */
  hasClip?: boolean;
  /** Suffix of the links' test ids: `moment-replay-<id>`, `moment-video-<id>`. */
  testId?: string;
}

const LOCATION = findPage('location')!;
const PLAYBACK = findPage('camera-play-back')!;

function LinkIcon(props: { to: string; label: string; icon: ReactNode; testId: string }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        size="small"
        component={RouterLink}
        to={props.to}
        aria-label={props.label}
        data-testid={props.testId}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * "Replay at this minute" and, when a clip covers it, "video at this moment": the row links of
 * warnings, unsafe driving, stops and images. Each shows only to users who may open its page.
 */
export function MomentLinks({ plate, time, hasClip, testId }: TMomentLinksProps) {
  const { t } = useTranslation('route-replay');
  const { config } = useClientConfig();
  const { canOpen } = usePageGrants();
  const moment = plate ? normalizeMoment({ plate, time }, config.time_zone) : null;
  const mayWatch = canOpen(PLAYBACK);
  const lookup = useClipAt(moment, mayWatch && hasClip === undefined);
  if (!moment) return null;
  const clip = mayWatch && (hasClip ?? lookup.data === true);
  const at = displayTime(moment.time, config.time_zone, { seconds: false });
  const suffix = testId ? `-${testId}` : '';

  return (
    <Stack direction="row" spacing={0.5} component="span">
      {canOpen(LOCATION) && (
        <LinkIcon
          to={replayHref(moment)}
          label={t('moment.replay', { time: at })}
          icon={<RouteIcon fontSize="small" />}
          testId={`moment-replay${suffix}`}
        />
      )}
      {clip && (
        <LinkIcon
          to={videoHref(moment)}
          label={t('moment.video', { time: at })}
          icon={<VideoLibraryIcon fontSize="small" />}
          testId={`moment-video${suffix}`}
        />
      )}
    </Stack>
  );
}
