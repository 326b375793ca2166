import { useContext, useEffect, type MouseEvent } from 'react';
import { Button, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StoreContext } from '../../stores/rootStore';
import './follow.css';

export interface FollowStarProps {
  psId: number;
  psName: string;
  className?: string;
}

/**
 * The star that follows or unfollows a station for the signed-in user. It sits beside (not inside) a clickable
 * card, and its click does not open the station. Without the permission, or outside the portal's stores
 * (stories), it shows nothing.
 */
export const FollowStar = observer(function FollowStar({ psId, psName, className }: FollowStarProps) {
  const { t } = useTranslation();
  const stores = useContext(StoreContext);
  const userId = stores?.session.user?.userId;
  const follow = stores?.follow;
  useEffect(() => {
    void follow?.ensureLoaded(userId);
  }, [follow, userId]);
  if (!stores || !follow || !stores.session.hasPermission('user:collection:add')) return null;
  const followed = follow.isFollowed(psId);
  const label = t(followed ? 'follow.unfollow' : 'follow.follow');
  function onClick(event: MouseEvent) {
    event.stopPropagation();
    void follow?.toggle(psId);
  }
  return (
    <Tooltip content={label} placement="top" className={`portal-follow-star${className ? ` ${className}` : ''}`}>
      <Button
        variant="minimal"
        size="small"
        icon={followed ? 'star' : 'star-empty'}
        intent={followed ? 'warning' : 'none'}
        aria-label={`${label}: ${psName}`}
        aria-pressed={followed}
        onClick={onClick}
        data-testid="follow-star"
        data-followed={followed}
        data-ps-id={psId}
      />
    </Tooltip>
  );
});
