import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Choice, EntityMeta } from '../../api/entities';
import { STATION_STEP_FIELDS, type FeedProtocol, type TemplateDevice } from '../../shared/registration';
import { cellText } from '../crud/crudCells';
import type { NewLabel } from './LabelsStep';

export interface ReviewStepProps {
  station: Record<string, unknown>;
  stationMeta: EntityMeta;
  choices: Map<string, Choice[]>;
  devices: TemplateDevice[];
  types: Choice[];
  feed: FeedProtocol;
  channel: Record<string, unknown>;
  labels: string[];
  newLabels: NewLabel[];
}

/** Everything that will be registered, as it will be stored, before the one write. */
export function ReviewStep(props: ReviewStepProps) {
  const { t, i18n } = useTranslation();
  // In the order of the steps; the coordinates on one line, latitude first, as maps write them.
  const rows = [...STATION_STEP_FIELDS.basic, ...STATION_STEP_FIELDS.location]
    .map((name) => [name, props.station[name]] as const)
    .filter(
      ([name, value]) =>
        props.stationMeta.fields[name] && name !== 'latitude' && value !== null && value !== undefined && value !== '',
    )
    .map(([name, value]) => {
      const f = props.stationMeta.fields[name]!;
      if (name === 'longitude') return [f.label, `${String(props.station.latitude)}, ${String(value)}`] as const;
      return [f.label, cellText(f, value, props.choices.get(name), t, i18n.language)] as const;
    });
  const byType = new Map<string, number>();
  for (const d of props.devices) byType.set(d.equipType, (byType.get(d.equipType) ?? 0) + 1);
  const typeLabel = (type: string) => String(props.types.find((c) => c.value === type)?.label ?? type);
  const devices = [...byType].map(([type, n]) => `${typeLabel(type)} × ${n}`).join(', ');
  const feed =
    props.feed === 'modbus-tcp'
      ? `${t('registration.feeds.modbus-tcp')}: ${String(props.channel.param ?? '')} / ${String(props.channel.address ?? '')}`
      : t(`registration.feeds.${props.feed}`);
  const labels = [...props.labels, ...props.newLabels.map((l) => l.tagName)].join(', ') || '—';
  return (
    <HTMLTable compact className="portal-registration-review" data-testid="registration-review">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th>{label}</th>
            <td>{value}</td>
          </tr>
        ))}
        <tr>
          <th>{t('registration.step.devices')}</th>
          <td>{devices || '—'}</td>
        </tr>
        <tr>
          <th>{t('registration.step.channel')}</th>
          <td>{feed}</td>
        </tr>
        <tr>
          <th>{t('registration.step.labels')}</th>
          <td>{labels}</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
