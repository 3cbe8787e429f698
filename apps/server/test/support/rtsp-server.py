"""A real RTSP server on loopback for tests and benches: it stands in for a truck camera
and for an NVR.

- /live/<n> (n = 1..LIVE_PATHS): a live H.264 test pattern, one encoder per viewer.
- /Streaming/tracks/<ch>01?starttime=YYYYMMDDTHHmmssZ&endtime=... (Hikvision style) and
  /cam/playback?channel=<ch>&starttime=...&endtime=... (Dahua style): a finite clip whose
  length is endtime - starttime (capped), then end of stream, as an NVR plays back a range.

Usage: rtsp-server.py <port> [live paths] [shared]. Prints "READY <port>" once it listens.
"""
import re
import sys
from datetime import datetime, timezone
from urllib.parse import parse_qs

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GstRtspServer", "1.0")
from gi.repository import GLib, Gst, GstRtspServer  # noqa: E402

FPS = 25
# Small frames keep the encoder cheap on a shared 2-core machine.
CAPS = f"video/x-raw,width=640,height=360,framerate={FPS}/1"
# One key frame a second so HLS can cut 1 s segments and a clip can start anywhere.
ENCODER = f"x264enc tune=zerolatency speed-preset=ultrafast key-int-max={FPS} bitrate=600"
MAX_CLIP_S = 3600


def parse_time(text):
    """Hikvision and Dahua both send YYYYMMDDTHHmmssZ (Dahua also YYYY_MM_DD_HH_mm_ss)."""
    for layout in ("%Y%m%dT%H%M%SZ", "%Y_%m_%d_%H_%M_%S"):
        try:
            return datetime.strptime(text, layout).replace(tzinfo=timezone.utc)
        except ValueError:
            pass
    return None


class PlaybackFactory(GstRtspServer.RTSPMediaFactory):
    """Builds one finite clip per request, its length taken from the query string."""

    def do_create_element(self, url):
        query = parse_qs(url.query or "")
        start = parse_time(query.get("starttime", [""])[0])
        end = parse_time(query.get("endtime", [""])[0])
        seconds = (end - start).total_seconds() if start and end else 0
        if seconds <= 0:
            seconds = 1
        frames = int(min(seconds, MAX_CLIP_S) * FPS)
        launch = (
            f"( videotestsrc pattern=ball num-buffers={frames} ! {CAPS} ! {ENCODER} "
            f"! h264parse ! rtph264pay name=pay0 pt=96 config-interval=1 )"
        )
        return Gst.parse_launch(launch)


def main():
    port = sys.argv[1] if len(sys.argv) > 1 else "8554"
    live_paths = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    # "shared": one encoder per path for all viewers, as a real camera (the live bench).
    shared = len(sys.argv) > 3 and sys.argv[3] == "shared"
    Gst.init(None)
    server = GstRtspServer.RTSPServer()
    server.set_address("127.0.0.1")
    server.set_service(port)
    mounts = server.get_mount_points()

    for n in range(1, live_paths + 1):
        live = GstRtspServer.RTSPMediaFactory()
        live.set_launch(
            f"( videotestsrc is-live=true pattern={n % 20} ! {CAPS} ! {ENCODER} "
            f"! h264parse ! rtph264pay name=pay0 pt=96 config-interval=1 )"
        )
        # One pipeline per viewer unless asked: a shared one that two clients open at the
        # same moment (the console's ffmpeg and its ffprobe) sometimes never starts.
        live.set_shared(shared)
        mounts.add_factory(f"/live/{n}", live)

    playback = PlaybackFactory()
    playback.set_shared(False)
    # Hikvision track ids are <channel>01 (main stream) or <channel>02 (sub stream).
    for channel in range(1, 33):
        for stream in ("01", "02"):
            mounts.add_factory(f"/Streaming/tracks/{channel}{stream}", playback)
    mounts.add_factory("/cam/playback", playback)

    if server.attach(None) == 0:
        print("FAILED to listen", flush=True)
        sys.exit(1)
    print(f"READY {server.get_bound_port()}", flush=True)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
