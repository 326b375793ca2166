import { useTranslation } from 'react-i18next';
import { formatFixed } from '../../shared/formatters';
import { currentOption, type ControlPoint } from './controlPoints';

export interface PointValueTextProps {
  /** The point whose live value is shown: a switch by the label of its state, a set-point with its unit. */
  point: ControlPoint;
}

/** The current value of a control point as an operator reads it; a dash when none is known. */
export function PointValueText({ point }: PointValueTextProps) {
  const { t, i18n } = useTranslation();
  if (point.pointValue === null) return <span className="portal-remote-value unknown">—</span>;
  if (point.kind === 'YT')
    return (
      <span className="portal-remote-value">
        {formatFixed(point.pointValue, Number.isInteger(point.pointValue) ? 0 : 2, i18n.language)}
        {point.pointUnit ? ` ${point.pointUnit}` : ''}
      </span>
    );
  const option = currentOption(point);
  const label = option ? ('labelKey' in option ? t(option.labelKey) : option.label) : String(point.pointValue);
  return <span className="portal-remote-value">{label}</span>;
}
