import { Checkbox, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AddressableGroup } from '../../api/notices';

export interface AudiencePickerProps {
  /** Groups the user may address (an administrator: all; a group administrator: its own). */
  groups: AddressableGroup[];
  /** The user may address everyone (an administrator). */
  mayAddressAll: boolean;
  /** Empty: everyone. */
  value: number[];
  /** Chosen "groups" with none ticked yet. */
  byGroup: boolean;
  onChange(deptIds: number[], byGroup: boolean): void;
}

/** Groups as a tree, each indented below its parent. */
function ordered(groups: AddressableGroup[]): { group: AddressableGroup; depth: number }[] {
  const ids = new Set(groups.map((g) => g.deptId));
  const out: { group: AddressableGroup; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const g of groups)
      if (parentId === null ? !ids.has(g.parentId) : g.parentId === parentId) {
        out.push({ group: g, depth });
        visit(g.deptId, depth + 1);
      }
  };
  visit(null, 0);
  return out;
}

/** Everyone, or chosen groups (a notice to a group reaches everyone below it). */
export function AudiencePicker({ groups, mayAddressAll, value, byGroup, onChange }: AudiencePickerProps) {
  const { t } = useTranslation();
  const toGroups = !mayAddressAll || byGroup || value.length > 0;
  return (
    <div className="portal-notice-audience">
      {mayAddressAll && (
        <RadioGroup
          inline
          selectedValue={toGroups ? 'groups' : 'all'}
          onChange={(e) => onChange([], e.currentTarget.value === 'groups')}
        >
          <Radio value="all" label={t('notice.everyone')} />
          <Radio value="groups" label={t('notice.chosenGroups')} />
        </RadioGroup>
      )}
      {toGroups && (
        <div className="portal-notice-groups" role="group" aria-label={t('notice.chosenGroups')}>
          {ordered(groups).map(({ group, depth }) => (
            <Checkbox
              key={group.deptId}
              style={{ marginLeft: depth * 20 }}
              label={group.deptName}
              checked={value.includes(group.deptId)}
              onChange={(e) =>
                onChange(e.currentTarget.checked ? [...value, group.deptId] : value.filter((id) => id !== group.deptId), true)
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
