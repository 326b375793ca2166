import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useAssignees } from './useAssignees';

export interface AssigneeSelectProps {
  /** For the label's `labelFor`. */
  id: string;
  /** The station whose users are offered; null: the users in the caller's scope. */
  psId: number | null;
  /** The chosen user; null: nobody in particular, the station's team. */
  value: number | null;
  /** The chosen user's name, kept as an option while the list lacks that user. */
  currentName?: string | null;
  disabled?: boolean;
  onChange(userId: number | null): void;
}

/** Who an item goes to: "nobody (the station's team)" or one of the users who see its station. */
export function AssigneeSelect({ id, psId, value, currentName, disabled, onChange }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const users = useAssignees(psId);
  const options = [
    { value: '', label: t('todo.nobody') },
    ...users.map((u) => ({ value: String(u.userId), label: `${u.nickName} (${u.userName})` })),
  ];
  if (value !== null && !users.some((u) => u.userId === value))
    options.push({ value: String(value), label: currentName ?? String(value) });
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={disabled}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    />
  );
}
