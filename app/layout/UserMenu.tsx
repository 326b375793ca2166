import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/profile';

export interface UserMenuProps {
  nickName: string;
  /** The user's picture under /profile; a person icon when none. */
  avatar?: string;
  /** Administrators also get staff management. */
  isAdministrator: boolean;
  /** Those who may add a station also get its registration. */
  mayRegister?: boolean;
  onNavigate(path: string): void;
  onSignOut(): void;
}

/** The user dropdown: staff management, station registration, personal centre, sign out. */
export function UserMenu({ nickName, avatar, isAdministrator, mayRegister, onNavigate, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          {isAdministrator && <MenuItem icon="people" text={t('menu.staff')} onClick={() => onNavigate('/user/manager')} />}
          {mayRegister && <MenuItem icon="office" text={t('menu.registration')} onClick={() => onNavigate('/info/register')} />}
          <MenuItem icon="person" text={t('menu.profile')} onClick={() => onNavigate('/user/profile')} />
          <MenuDivider />
          <MenuItem icon="log-out" intent="danger" text={t('shell.signOut')} onClick={onSignOut} data-testid="sign-out" />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={avatar ? <img className="portal-avatar-small" src={fileUrl(avatar)} alt="" data-testid="bar-avatar" /> : 'user'}
        endIcon="caret-down"
        text={nickName}
        aria-label={nickName}
        data-testid="user-menu"
      />
    </PopoverNext>
  );
}
