import type { ReactNode } from 'react';
import { Badge, Box, Tab, Tabs } from '@mui/material';

export interface TPageTab<T extends string> {
  value: T;
  label: string;
  /** A count shown on the tab (open requests, unknown devices); nothing when 0. */
  badge?: number;
}

interface Props<T extends string> {
  /** Prefix of the ids and test ids: `<prefix>-tab-<value>`, `<prefix>-panel-<value>`. */
  prefix: string;
  tabs: readonly TPageTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Tabs at the top of a page and the panel of the selected one. */
export function PageTabs<T extends string>({ prefix, tabs, value, onChange, children }: Props<T>) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            id={`${prefix}-tab-${tab.value}`}
            aria-controls={`${prefix}-panel-${tab.value}`}
            data-testid={`${prefix}-tab-${tab.value}`}
            label={
              tab.badge === undefined ? (
                tab.label
              ) : (
                <Badge color="warning" badgeContent={tab.badge} sx={{ pr: tab.badge ? 1.5 : 0 }}>
                  {tab.label}
                </Badge>
              )
            }
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${prefix}-panel-${value}`}
        aria-labelledby={`${prefix}-tab-${value}`}
      >
        {children}
      </Box>
    </>
  );
}
