import { useEffect, useState } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { fileUrl } from '../../api/profile';
import { formatDate } from '../../shared/formatters';
import { FactsTable } from '../data/FactsTable';
import { AvatarDialog } from './AvatarDialog';
import type { ProfileCardProps } from './props';
import './people.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'profile-card': ProfileCardProps;
  }
}

const when = (ms: number | null) => (ms ? formatDate(ms, 'yyyy-MM-dd HH:mm') : '—');

/** Who the user is, as the portal knows him, with his avatar and the button to change it. */
function ProfileCard({ props, runtime }: WidgetRenderProps<ProfileCardProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [changing, setChanging] = useState(false);
  const profile = props.profile ?? undefined;
  // The bar shows the name and picture the personal centre just saved.
  useEffect(() => {
    if (profile) session.patchUser({ nickName: profile.nickName, avatar: profile.avatar });
  }, [session, profile?.nickName, profile?.avatar]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!profile) return null;
  const rows: [string, string][] = [
    ['entity.user.userName', profile.userName],
    ['entity.user.deptId', profile.deptName],
    ['entity.user.roleKey', profile.roleKey ? t(`entity.user.roles.${profile.roleKey}`) : '—'],
    ['entity.user.phone', profile.phone || '—'],
    ['entity.user.email', profile.email || '—'],
    ['entity.common.createTime', when(profile.createdAt)],
    ['profile.lastSignIn', profile.lastSignIn ? `${when(profile.lastSignIn)} · ${profile.lastSignInIp ?? ''}` : '—'],
  ];
  return (
    <div className="portal-profile-card" data-testid="profile-card">
      <div className="portal-profile-head">
        {profile.avatar ? (
          <img
            className="portal-avatar-large"
            src={fileUrl(profile.avatar)}
            alt={t('profile.avatar')}
            data-testid="profile-avatar"
          />
        ) : (
          <span className="portal-avatar-large portal-avatar-initial">{profile.nickName.slice(0, 1).toUpperCase()}</span>
        )}
        <div>
          <div className="portal-profile-name">{profile.nickName}</div>
          <Tag minimal>{profile.userName}</Tag>
          <div>
            <Button
              size="small"
              icon="camera"
              text={t('profile.changeAvatar')}
              onClick={() => setChanging(true)}
              data-testid="change-avatar"
            />
          </div>
        </div>
      </div>
      <FactsTable className="portal-profile-facts" rows={rows} />
      <AvatarDialog
        isOpen={changing}
        onClose={() => setChanging(false)}
        onSaved={(url) => {
          setChanging(false);
          session.patchUser({ avatar: url });
          if (props.refresh) void runtime.refresh([props.refresh]);
        }}
      />
    </div>
  );
}

registerWidget('profile-card', ProfileCard);
