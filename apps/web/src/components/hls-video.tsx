import { useEffect, useRef } from 'react';
import Hls from 'hls.js';
import { storage } from '@/lib/storage';

interface Props {
  src: string;
  label: string;
  testId: string;
}

/**
 * Plays one live HLS playlist with hls.js. Playlist and segments are fetched with the
 * session token header (xhrSetup), so no link to a camera works without signing in.
 * Network and media errors are recovered; anything else rebuilds the player.
 */
export function HlsVideo({ src, label, testId }: Props) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !Hls.isSupported()) return;
    let hls: Hls | null = null;
    let rebuild: ReturnType<typeof setTimeout> | null = null;
    const build = () => {
      hls = new Hls({
        xhrSetup: (xhr) => {
          const token = storage.token();
          if (token) xhr.setRequestHeader('token', token);
        },
        // Close to the live edge: 1 s segments, stay about two behind.
        liveSyncDurationCount: 2,
        maxBufferLength: 10,
        backBufferLength: 10,
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal || !hls) return;
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
        else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
        else {
          hls.destroy();
          hls = null;
          rebuild = setTimeout(build, 2000);
        }
      });
      hls.loadSource(src);
      hls.attachMedia(element);
    };
    build();
    return () => {
      if (rebuild) clearTimeout(rebuild);
      hls?.destroy();
    };
  }, [src]);

  return (
    <video
      ref={video}
      muted
      autoPlay
      playsInline
      aria-label={label}
      data-testid={testId}
      style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
