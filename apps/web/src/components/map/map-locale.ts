type TTranslate = (key: string) => string;

/**
 * MapLibre's UI strings (its `locale` option: tooltips and labels of its own buttons) in the
 * interface language; the library's English ones are the default for anything not named.
 */
export function mapLocale(t: TTranslate): Record<string, string> {
  return {
    'Map.Title': t('map:view.label'),
    'NavigationControl.ZoomIn': t('map:controls.zoomIn'),
    'NavigationControl.ZoomOut': t('map:controls.zoomOut'),
    'NavigationControl.ResetBearing': t('map:controls.resetBearing'),
    'AttributionControl.ToggleAttribution': t('map:controls.toggleAttribution'),
    'AttributionControl.MapFeedback': t('map:controls.mapFeedback'),
    'FullscreenControl.Enter': t('map:controls.enterFullscreen'),
    'FullscreenControl.Exit': t('map:controls.exitFullscreen'),
    'Marker.Title': t('map:controls.marker'),
    'Popup.Close': t('map:controls.closePopup'),
  };
}
