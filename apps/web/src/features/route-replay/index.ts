/** Route replay: the screen, and the replay other screens embed (video history, reports). */
export { RouteReplay, type TRouteReplayProps } from './components/route-replay';
export { useRoute, type TRouteQuery } from './api';
