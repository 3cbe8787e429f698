import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { IControl, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapContext, type TMapContext } from './map-context';
import { mapLocale } from './map-locale';
import { loadMaplibre, type TMaplibre } from './maplibre';
import { DEFAULT_VIEW } from './map-style';

export interface TMapViewProps {
  /** A style URL or object (see `resolveMapStyle`); a new value builds a new map. */
  mapStyle: string | StyleSpecification;
  initialView?: { center: [number, number]; zoom: number };
  /** Layer components and map controls; mounted once the style has loaded. */
  children?: ReactNode;
  /**
   * Layers that need the map but not its style (the trucks, drawn on a canvas of their own):
   * mounted as soon as the map exists, so they show while the style still loads.
   */
  beforeStyle?: ReactNode;
  /** Overlays drawn over the map (panels, chips), outside the map's own DOM. */
  overlay?: ReactNode;
  sx?: SxProps<Theme>;
}

type TFailure = 'webgl' | 'style';

/**
 * MapLibre's own buttons, added with the map's UI strings: its zoom buttons and its compact
 * attribution; added again on a language switch, since a control reads its strings when added.
 */
function addControls(map: MapLibreMap, maplibre: TMaplibre): IControl[] {
  const controls: [IControl, 'bottom-right'][] = [
    [new maplibre.NavigationControl({ showCompass: false }), 'bottom-right'],
    [new maplibre.AttributionControl({ compact: true }), 'bottom-right'],
  ];
  for (const [control, position] of controls) map.addControl(control, position);
  return controls.map(([control]) => control);
}

/**
 * The element with `data-testid="map-view"` carries its loaded map as `maplibreMap`, so
 * e2e specs and benches can ask the map what it drew (`queryRenderedFeatures`): labels and
 * icons are pixels on a canvas, not elements.
 */
export type TMapHost = HTMLElement & { maplibreMap?: MapLibreMap };

/**
 * The one MapLibre instance of a screen (style.md 9). Layers are child components that
 * add their sources and layers on mount and remove them on unmount.
 */
export function MapView({
  mapStyle,
  initialView = DEFAULT_VIEW,
  children,
  beforeStyle,
  overlay,
  sx,
}: TMapViewProps) {
  const { t, i18n } = useTranslation('map');
  const container = useRef<HTMLDivElement>(null);
  const host = useRef<TMapHost>(null);
  const initial = useRef(initialView);
  const [context, setContext] = useState<TMapContext | null>(null);
  const [styled, setStyled] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const controls = useRef<IControl[]>([]);

  useEffect(() => {
    const element = container.current;
    const hostElement = host.current;
    if (!element) return;
    setFailure(null);
    setStyled(false);
    let instance: MapLibreMap | null = null;
    let cancelled = false;
    loadMaplibre().then(
      (maplibre) => {
        if (cancelled) return;
        try {
          instance = new maplibre.Map({
            container: element,
            style: mapStyle,
            center: initial.current.center,
            zoom: initial.current.zoom,
            // Added with the zoom buttons (addControls), so that both follow the language.
            attributionControl: false,
            locale: mapLocale(t),
            // Labels appear and hide at once instead of fading: a fade repaints the whole map
            // for 300 ms after every live update, each frame a long task at street zoom.
            fadeDuration: 0,
            // Fleet maps are read north-up; rotating by accident only confuses.
            dragRotate: false,
            pitchWithRotate: false,
            touchPitch: false,
          });
        } catch (error) {
          console.warn('The map could not start', error);
          setFailure('webgl');
          return;
        }
        const map = instance;
        map.touchZoomRotate.disableRotation();
        controls.current = addControls(map, maplibre);
        map.getCanvas().setAttribute('aria-label', t('view.label'));
        let loaded = false;
        // `beforeStyle` layers mount now; the others need the style, not its tiles: they mount
        // as soon as the style is in, while the base map's first tiles still load.
        setContext({ map, maplibre });
        const styleLoaded = () => {
          loaded = true;
          setStyled(true);
        };
        if (map.isStyleLoaded()) styleLoaded();
        else map.once('style.load', styleLoaded);
        map.once('load', () => {
          if (hostElement) hostElement.maplibreMap = map;
        });
        map.on('error', (event) => {
          console.warn('Map error', event.error);
          // Before the first load an error means the style itself did not arrive.
          if (!loaded) setFailure('style');
        });
      },
      (error: unknown) => {
        console.warn('The map library could not be loaded', error);
        if (!cancelled) setFailure('style');
      },
    );
    return () => {
      cancelled = true;
      setContext(null);
      setStyled(false);
      if (hostElement) delete hostElement.maplibreMap;
      const map = instance;
      // Layers unmounting with the map remove their sources in their own cleanups, which
      // React may run after this one: remove the map once they are done.
      if (map) queueMicrotask(() => map.remove());
    };
    // `t` only names the canvas; a language switch need not rebuild the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapStyle, attempt]);

  // A language switch relabels MapLibre's buttons and the canvas without rebuilding the map.
  const language = i18n.language;
  useEffect(() => {
    if (!context) return;
    const { map, maplibre } = context;
    const locale = mapLocale(t);
    if (Object.entries(locale).every(([key, text]) => map._locale[key] === text)) return;
    map._locale = { ...map._locale, ...locale };
    for (const control of controls.current) map.removeControl(control);
    controls.current = addControls(map, maplibre);
    map.getCanvas().setAttribute('aria-label', t('view.label'));
  }, [context, language, t]);

  return (
    <Box
      ref={host}
      sx={{ position: 'relative', width: '100%', height: '100%', ...sx }}
      data-testid="map-view"
    >
      {/* MapLibre makes its container position: relative; size it without relying on inset. */}
      <Box ref={container} sx={{ width: '100%', height: '100%' }} />
      {!styled && !failure && (
        <Box
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
          role="status"
        >
          <CircularProgress aria-label={t('view.loading')} />
        </Box>
      )}
      {failure && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
          <Alert
            severity="error"
            data-testid="map-error"
            action={
              failure === 'style' && (
                <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                  {t('view.retry')}
                </Button>
              )
            }
          >
            {t(failure === 'webgl' ? 'view.noWebgl' : 'view.styleFailed')}
          </Alert>
        </Box>
      )}
      <MapContext.Provider value={context}>
        {context && beforeStyle}
        {context && styled && children}
      </MapContext.Provider>
      {overlay}
    </Box>
  );
}
