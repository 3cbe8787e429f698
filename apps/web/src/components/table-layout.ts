import type { SxProps, Theme } from '@mui/material/styles';

/** The shadow a pinned column casts on the columns scrolled under it. */
const PINNED_SHADOW = '-6px 0 6px -4px rgba(0, 0, 0, 0.25)';

/**
 * The actions column stays at the right edge while the other columns scroll, so that a row's
 * buttons are always in reach; it casts a shadow while columns pass under it.
 */
function pinnedCellSx(head: boolean, shadow: boolean) {
  return {
    position: 'sticky',
    right: 0,
    // Above the cells passing under it; the header's above the body's.
    zIndex: head ? 3 : 1,
    bgcolor: 'background.paper',
    whiteSpace: 'nowrap',
    boxShadow: shadow ? PINNED_SHADOW : 'none',
    transition: 'box-shadow 120ms',
  } as const;
}

const fade = (side: 'left' | 'right') =>
  `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0))`;

/** A cell's layout: header bold, on one line (plates, dates, measures), pinned (the actions column). */
export function cellSx(options: {
  oneLine: boolean;
  pinned: boolean;
  head: boolean;
  shadow: boolean;
}): SxProps<Theme> {
  return {
    ...(options.head ? { fontWeight: 600 } : {}),
    ...(options.oneLine ? { whiteSpace: 'nowrap' } : {}),
    ...(options.pinned ? pinnedCellSx(options.head, options.shadow) : {}),
  };
}

/** A soft shadow on an edge that hides columns, gone once the table is scrolled to it. */
export function scrollCueSx(side: 'left' | 'right', shown: boolean): SxProps<Theme> {
  return {
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 16,
    pointerEvents: 'none',
    zIndex: 4,
    background: fade(side),
    opacity: shown ? 1 : 0,
    transition: 'opacity 120ms',
  };
}

/** Below this width (a phone) a table's rows are cards: each cell on its own line, labelled. */
export const CARD_LAYOUT_BELOW_PX = 600;

/**
 * Rows as cards on a phone: every column of a row stacked under its name, nothing to scroll
 * sideways; the header row wraps into a bar of sort buttons (and select-all) above them.
 */
export const cardLayoutSx = {
  '& table, & tbody, & tbody tr, & tbody td': { display: 'block', width: '100%' },
  '& thead tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 },
  '& thead th': {
    display: 'block',
    width: 'auto !important',
    border: 0,
    px: 1,
    py: 0.5,
    position: 'static',
    boxShadow: 'none',
  },
  '& tbody tr': { height: 'auto', py: 1, borderBottom: 1, borderColor: 'divider' },
  '& tbody td': {
    border: 0,
    py: 0.5,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    position: 'static',
    boxShadow: 'none',
    bgcolor: 'transparent',
    '&::after': { content: '""', display: 'table', clear: 'both' },
  },
  '& tbody td[data-label]::before': {
    content: 'attr(data-label)',
    float: 'left',
    width: '40%',
    pr: 1,
    fontWeight: 600,
    color: 'text.secondary',
  },
} as const;
