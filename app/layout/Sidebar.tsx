import { useState } from 'react';
import { Button, Collapse, Icon, Tooltip, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../../api/types';
import { formatCapacity } from '../../shared/formatters';

export interface SidebarProps {
  /** Name of the selected plant; empty when none is selected. */
  plantName: string;
  /** Installed capacity in kW or kWp, and battery energy in kWh (0 when missing). */
  capacity: number | null;
  capacityUnit: 'kWp' | 'kW';
  batteryCapacity: number | null;
  /** Menu items after the Info-only rule. */
  routes: MenuRoute[];
  path: string;
  collapsed: boolean;
  onNavigate(path: string): void;
  onSelectPlant(): void;
}

function isExternal(route: MenuRoute): boolean {
  return /^https?:\/\//.test(route.meta.link ?? route.path);
}

function MenuLeaf({ route, props }: { route: MenuRoute; props: SidebarProps }) {
  const { t } = useTranslation();
  const title = t(route.meta.title);
  const active = props.path === route.path;
  const content = (
    <a
      className={`portal-side-item${active ? ' active' : ''}`}
      href={route.meta.link ?? route.path}
      target={isExternal(route) ? '_blank' : undefined}
      rel={isExternal(route) ? 'noreferrer' : undefined}
      onClick={(e) => {
        if (isExternal(route)) return;
        e.preventDefault();
        props.onNavigate(route.path);
      }}
    >
      <Icon icon={(route.meta.icon ?? 'dot') as IconName} />
      {!props.collapsed && <span>{title}</span>}
    </a>
  );
  return props.collapsed ? (
    <Tooltip content={title} placement="right">
      {content}
    </Tooltip>
  ) : (
    content
  );
}

function MenuGroup({ route, props }: { route: MenuRoute; props: SidebarProps }) {
  const { t } = useTranslation();
  // The monitor submenu is open by default (spec-digest 000 §2).
  const [open, setOpen] = useState(route.name === 'Monitor' || (route.children ?? []).some((c) => c.path === props.path));
  const children = (route.children ?? []).filter((c) => !c.hidden);
  return (
    <div className="portal-side-group">
      <button
        type="button"
        className="portal-side-item portal-side-group-title"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        <Icon icon={(route.meta.icon ?? 'folder-close') as IconName} />
        {!props.collapsed && <span>{t(route.meta.title)}</span>}
        {!props.collapsed && <Icon className="portal-side-caret" icon={open ? 'chevron-up' : 'chevron-down'} />}
      </button>
      <Collapse isOpen={open || props.collapsed}>
        {children.map((child) => (
          <MenuEntry key={child.path + child.name} route={child} props={props} />
        ))}
      </Collapse>
    </div>
  );
}

function MenuEntry({ route, props }: { route: MenuRoute; props: SidebarProps }) {
  // Type C items without alwaysShow are leaf links; everything else is a submenu.
  const leaf = route.type === 'C' && !route.alwaysShow;
  return leaf ? <MenuLeaf route={route} props={props} /> : <MenuGroup route={route} props={props} />;
}

/** The collapsible 240 px station sidebar: plant name and capacity, then the station's menu. */
export function Sidebar(props: SidebarProps) {
  const { t } = useTranslation();
  return (
    <nav className={`portal-sidebar${props.collapsed ? ' collapsed' : ''}`} aria-label={t('shell.sideMenu')}>
      <Tooltip content={t('shell.singlePlant')} placement="right" className="portal-side-plant-tooltip">
        <div className="portal-side-plant">
          <Icon icon="office" size={props.collapsed ? 18 : 20} />
          {!props.collapsed && (
            <div className="portal-side-plant-text">
              <div className="portal-side-plant-name" data-testid="sidebar-plant-name">
                {props.plantName || t('shell.noPlant')}
              </div>
              {props.plantName && (
                <div className="portal-muted">
                  {formatCapacity(props.capacity ?? 0, props.capacityUnit)}
                  {props.batteryCapacity ? ` · ${formatCapacity(props.batteryCapacity, 'kWh')}` : ''}
                </div>
              )}
            </div>
          )}
        </div>
      </Tooltip>
      {!props.plantName && !props.collapsed && (
        <Button className="portal-side-select" icon="search" text={t('shell.selectPlant')} onClick={props.onSelectPlant} fill />
      )}
      <div className="portal-side-menu">
        {props.routes.map((route) => (
          <MenuEntry key={route.path + route.name} route={route} props={props} />
        ))}
      </div>
    </nav>
  );
}
