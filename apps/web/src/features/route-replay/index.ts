/** Route replay: the screen, and the replay other screens embed (video history, reports). */
export { RouteReplay, type TRouteReplayProps } from './components/route-replay';
export { useRoute, type TRouteQuery } from './api';
/** The track's speed colours and their legend, for report maps that draw a route. */
export { speedPath } from './lib/speed-bands';
export { SpeedLegend } from './components/speed-legend';
/** Row links of other lists: replay at a moment, and its video when a clip covers it. */
export { MomentLinks, type TMomentLinksProps } from './components/moment-links';
