import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Tab, Tabs } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

export type TSideTab = 'trucks' | 'points';

interface Props {
  tab: TSideTab;
  onTab: (tab: TSideTab) => void;
  truckCount: number;
  pointCount: number;
  /** Shown in the mobile drawer: closes it. */
  onClose?: () => void;
  children: ReactNode;
}

/** The lists beside the map: trucks and map points, as tabs. */
export function SidePanel({ tab, onTab, truckCount, pointCount, onClose, children }: Props) {
  const { t } = useTranslation('location');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TSideTab) => onTab(next)}
          aria-label={t('tabs.label')}
          variant="fullWidth"
          sx={{ flex: 1 }}
        >
          <Tab
            value="trucks"
            label={t('tabs.trucks', { count: truckCount })}
            id="location-tab-trucks"
            aria-controls="location-panel"
            data-testid="location-tab-trucks"
          />
          <Tab
            value="points"
            label={t('tabs.points', { count: pointCount })}
            id="location-tab-points"
            aria-controls="location-panel"
            data-testid="location-tab-points"
          />
        </Tabs>
        {onClose && (
          <IconButton onClick={onClose} aria-label={t('panel.close')} sx={{ mx: 0.5 }}>
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      <Box
        role="tabpanel"
        id="location-panel"
        aria-labelledby={`location-tab-${tab}`}
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
    </Box>
  );
}
