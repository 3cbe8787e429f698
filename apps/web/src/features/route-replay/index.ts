/** Route replay: the screen. Its pieces other screens use live in api/route, components/map and components/moment-links. */
export { RouteReplay, type TRouteReplayProps } from './components/route-replay';
