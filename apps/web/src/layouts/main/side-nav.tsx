import { Fragment, useEffect, useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNavGroup, TPageDefinition } from '@fleet/contracts';
import { NAV_PAGES, navTestId } from '@/app/paths';
import { usePageGrants } from '@/lib/grants';
import { GROUP_ICONS, PAGE_ICONS } from '@/components/page-icons';

type TSection =
  | { kind: 'page'; page: TPageDefinition }
  | { kind: 'group'; group: TNavGroup; pages: TPageDefinition[] };

/** Ungrouped pages stand alone; grouped ones nest under their group, in registry order. */
function sectionsOf(pages: TPageDefinition[]): TSection[] {
  const sections: TSection[] = [];
  for (const page of pages) {
    if (page.group === null) {
      sections.push({ kind: 'page', page });
      continue;
    }
    const existing = sections.find((s) => s.kind === 'group' && s.group === page.group);
    if (existing?.kind === 'group') existing.pages.push(page);
    else sections.push({ kind: 'group', group: page.group, pages: [page] });
  }
  return sections;
}

const COLLAPSED_KEY = 'nav-collapsed';

function readCollapsed(): TNavGroup[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(COLLAPSED_KEY) ?? '[]');
    return Array.isArray(value) ? (value as TNavGroup[]) : [];
  } catch {
    return [];
  }
}

const isActive = (page: TPageDefinition, pathname: string) =>
  pathname === page.path || pathname.startsWith(`${page.path}/`);

/** The left navigation: the pages this user may open, groups expandable (spec 2, 6). */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { canOpen } = usePageGrants();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState<TNavGroup[]>(readCollapsed);
  // Pages open to everyone signed in (change password) live in the user panel, not here.
  const sections = sectionsOf(NAV_PAGES.filter((page) => page.access === 'grant' && canOpen(page)));

  // The group of the page being shown is always open.
  const activeGroup = NAV_PAGES.find((page) => isActive(page, pathname))?.group ?? null;
  useEffect(() => {
    if (activeGroup) setCollapsed((groups) => groups.filter((g) => g !== activeGroup));
  }, [activeGroup]);
  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, JSON.stringify(collapsed));
    } catch {
      // Blocked storage only means the choice is not remembered.
    }
  }, [collapsed]);

  const toggle = (group: TNavGroup) =>
    setCollapsed((groups) =>
      groups.includes(group) ? groups.filter((g) => g !== group) : [...groups, group],
    );

  const link = (page: TPageDefinition, nested: boolean) => (
    <ListItemButton
      key={page.key}
      component={RouterLink}
      to={page.path}
      selected={isActive(page, pathname)}
      aria-current={isActive(page, pathname) ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={navTestId(page.key)}
      sx={{ pl: nested ? 4 : 2, mb: 0.25 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{PAGE_ICONS[page.key]}</ListItemIcon>
      <ListItemText
        primary={t(`pages.${page.key}`)}
        slotProps={{ primary: { variant: 'body2' } }}
      />
    </ListItemButton>
  );

  return (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1 }} data-testid="side-nav">
      {sections.map((section) => {
        if (section.kind === 'page') return link(section.page, false);
        const open = !collapsed.includes(section.group);
        const listId = `nav-group-list-${section.group}`;
        const name = t(`navGroups.${section.group}`);
        return (
          <Fragment key={section.group}>
            <ListItemButton
              onClick={() => toggle(section.group)}
              aria-expanded={open}
              aria-controls={listId}
              data-testid={`nav-group-${section.group}`}
              sx={{ mb: 0.25 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{GROUP_ICONS[section.group]}</ListItemIcon>
              <ListItemText
                primary={name}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
              />
              {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </ListItemButton>
            <Collapse in={open} timeout="auto" id={listId}>
              <List disablePadding>{section.pages.map((page) => link(page, true))}</List>
            </Collapse>
          </Fragment>
        );
      })}
    </List>
  );
}
