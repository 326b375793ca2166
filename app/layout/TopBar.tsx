import { Alignment, Button, Navbar, Tab, Tabs, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LiveClock } from './LiveClock';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBadge } from './NotificationBadge';
import { NoticeBadge } from './NoticeBadge';
import { AlarmAnnouncer } from './AlarmAnnouncer';
import { UserMenu, type UserMenuProps } from './UserMenu';
import { MAIN_TABS, type TopBarModel } from './shellRules';

export interface TopBarProps extends TopBarModel, UserMenuProps {
  /** Department logo from the user info; the portal logo when empty. */
  logo: string;
  /** Current path, to mark the active tab. */
  path: string;
  onNavigate(path: string): void;
  onToggleSidebar(): void;
  onOpenPlantSearch(): void;
  onOpenQuickNav(): void;
  /** The user reads events: new alarms are announced. */
  hearsAlarms?: boolean;
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.();
}

/** The top bar of the main layout (spec-digest 000 §2). */
export function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  const activeTab = MAIN_TABS.find((tab) => props.path === tab.path || props.path.startsWith(`${tab.path}/`))?.path ?? '';
  return (
    <Navbar className="portal-topbar">
      <Navbar.Group align={Alignment.START}>
        <Button variant="minimal" icon="menu" aria-label={t('shell.toggleSidebar')} onClick={props.onToggleSidebar} />
        <a
          className="portal-logo"
          href={props.logoTarget}
          onClick={(e) => {
            e.preventDefault();
            props.onNavigate(props.logoTarget);
          }}
        >
          <img src={props.logo || '/logo.svg'} alt="" width={28} height={28} />
          <span>{t('shell.productName')}</span>
        </a>
        {props.showTabs && (
          <Tabs
            id="portal-main-tabs"
            selectedTabId={activeTab}
            onChange={(id) => props.onNavigate(String(id))}
            className="portal-main-tabs"
            large={false}
          >
            {MAIN_TABS.map((tab) => (
              <Tab key={tab.path} id={tab.path} title={t(tab.key)} />
            ))}
          </Tabs>
        )}
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        {props.showPlantSearch && (
          <Button
            variant="minimal"
            icon="search"
            text={t('shell.selectPlant')}
            aria-label={t('shell.selectPlant')}
            onClick={props.onOpenPlantSearch}
            data-testid="plant-search"
          />
        )}
        <Tooltip content={t('shell.quickNav')} placement="bottom">
          <Button variant="minimal" icon="grid-view" aria-label={t('shell.quickNav')} onClick={props.onOpenQuickNav} />
        </Tooltip>
        <LiveClock />
        <Navbar.Divider />
        <LanguageSwitcher />
        <Tooltip content={t('shell.fullscreen')} placement="bottom">
          <Button variant="minimal" icon="fullscreen" aria-label={t('shell.fullscreen')} onClick={toggleFullscreen} />
        </Tooltip>
        {props.hearsAlarms && <AlarmAnnouncer />}
        <NoticeBadge />
        <NotificationBadge />
        <UserMenu {...props} />
      </Navbar.Group>
    </Navbar>
  );
}
