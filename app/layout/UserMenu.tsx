import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
  nickName: string;
  /** Administrators also get staff management. */
  isAdministrator: boolean;
  /** Those who may add a station also get its registration. */
  mayRegister?: boolean;
  onNavigate(path: string): void;
  onSignOut(): void;
}

/** The user dropdown: staff management, station registration, personal centre, sign out. */
export function UserMenu({ nickName, isAdministrator, mayRegister, onNavigate, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          {isAdministrator && <MenuItem icon="people" text={t('menu.staff')} onClick={() => onNavigate('/user/manager')} />}
          {mayRegister && <MenuItem icon="office" text={t('menu.register')} onClick={() => onNavigate('/info/register')} />}
          <MenuItem icon="person" text={t('menu.profile')} onClick={() => onNavigate('/user/profile')} />
          <MenuDivider />
          <MenuItem icon="log-out" intent="danger" text={t('shell.signOut')} onClick={onSignOut} data-testid="sign-out" />
        </Menu>
      }
    >
      <Button variant="minimal" icon="user" endIcon="caret-down" text={nickName} data-testid="user-menu" />
    </Popover>
  );
}
