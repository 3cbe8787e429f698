import { Box } from '@mui/material';

/** Home cover: a truck on a highway at sunrise, drawn here so nothing loads from outside. */
export function CoverArt({ label }: { label: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 1200 320"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id="cover-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f2f5c" />
          <stop offset="0.55" stopColor="#2b64a8" />
          <stop offset="1" stopColor="#f2b36b" />
        </linearGradient>
        <radialGradient id="cover-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.6" stopColor="#ffd36b" />
          <stop offset="1" stopColor="#ffd36b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="cover-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b4350" />
          <stop offset="1" stopColor="#252a33" />
        </linearGradient>
      </defs>
      <rect width="1200" height="320" fill="url(#cover-sky)" />
      <circle cx="930" cy="205" r="120" fill="url(#cover-sun)" />
      <path
        d="M0 220 L120 170 L230 205 L360 140 L470 195 L560 160 L690 210 L820 150 L940 200 L1060 165 L1200 205 V260 H0 Z"
        fill="#27477a"
        opacity="0.75"
      />
      <path d="M0 240 Q150 200 300 232 T600 228 T900 236 T1200 226 V270 H0 Z" fill="#1c3a66" />
      <rect y="258" width="1200" height="62" fill="url(#cover-road)" />
      <rect y="256" width="1200" height="4" fill="#f5b400" opacity="0.85" />
      <g fill="#e8edf5" opacity="0.8">
        {Array.from({ length: 14 }, (_, i) => (
          <rect key={i} x={i * 90 + 10} y="288" width="46" height="5" rx="2" />
        ))}
      </g>
      <g transform="translate(250 196)">
        <rect x="0" y="0" width="210" height="68" rx="6" fill="#f4f6fa" />
        <rect x="0" y="52" width="210" height="8" fill="#d9dfe8" />
        <rect x="18" y="16" width="120" height="10" rx="5" fill="#17407a" opacity="0.85" />
        <rect x="18" y="32" width="80" height="7" rx="3.5" fill="#f5b400" />
        <path d="M216 14 H268 L298 44 V68 H216 Z" fill="#f5b400" />
        <path d="M228 22 H263 L284 44 H228 Z" fill="#17407a" opacity="0.9" />
        <rect x="292" y="52" width="10" height="8" rx="2" fill="#fff3c4" />
        <circle cx="48" cy="70" r="15" fill="#1b1f26" />
        <circle cx="48" cy="70" r="6" fill="#9aa4b2" />
        <circle cx="90" cy="70" r="15" fill="#1b1f26" />
        <circle cx="90" cy="70" r="6" fill="#9aa4b2" />
        <circle cx="262" cy="70" r="15" fill="#1b1f26" />
        <circle cx="262" cy="70" r="6" fill="#9aa4b2" />
      </g>
      <g stroke="#ffffff" strokeOpacity="0.35" strokeWidth="3" strokeLinecap="round">
        <line x1="150" y1="222" x2="225" y2="222" />
        <line x1="120" y1="240" x2="215" y2="240" />
        <line x1="170" y1="256" x2="230" y2="256" />
      </g>
    </Box>
  );
}
