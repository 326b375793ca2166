import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { NoticeGroup } from '../../api/notices';

export interface AudienceTagsProps {
  toAll: boolean;
  groups: NoticeGroup[];
}

/** Who a notice is addressed to: everyone, or its groups (and everyone below them). */
export function AudienceTags({ toAll, groups }: AudienceTagsProps) {
  const { t } = useTranslation();
  if (toAll)
    return (
      <Tag minimal icon="people" intent="primary">
        {t('notice.everyone')}
      </Tag>
    );
  return (
    <span className="portal-notice-tags">
      {groups.map((g) => (
        <Tag key={g.deptId} minimal icon="office">
          {g.deptName}
        </Tag>
      ))}
    </span>
  );
}
