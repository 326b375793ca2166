import { useTranslation } from 'react-i18next';

export interface LevelTagProps {
  /** The alarm's level, 0 normal to 3 serious; null for an item made by hand. */
  level: number | null;
}

/** An alarm level in its colour: serious red, common fault orange, warning yellow, normal grey. */
export function LevelTag({ level }: LevelTagProps) {
  const { t } = useTranslation();
  if (level === null) return <span className="portal-muted">—</span>;
  return <span className={`portal-todo-level portal-todo-level-${level}`}>{t(`alarms.level.${level}`)}</span>;
}
