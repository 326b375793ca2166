import { Button, Callout, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TemplateDevice } from '../../shared/registration';
import type { Choice } from '../../api/entities';
import { withoutDevice } from './stepSchema';

export interface DevicesStepProps {
  /** The template's devices as the user left them; null while the template loads. */
  devices: TemplateDevice[] | null;
  /** Labels of the device types (dictionary equip_type). */
  types: Choice[];
  /** A problem of one device: its row and message. */
  problem: { row: number; msg: string } | null;
  /** Why the template could not be made (a capacity too large for a first set of devices). */
  failure: string | null;
  onChange(devices: TemplateDevice[]): void;
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * The first devices, from the template of the station's type and capacity: a list to check before
 * registering, where a name can be changed and a device left out (with the devices under it).
 */
export function DevicesStep({ devices, types, problem, failure, onChange }: DevicesStepProps) {
  const { t } = useTranslation();
  if (failure) return <Callout intent="danger">{failure}</Callout>;
  if (!devices) return <Spinner size={24} />;
  const typeLabel = (type: string) => types.find((c) => c.value === type)?.label ?? type;
  const rename = (i: number, equipName: string) => onChange(devices.map((d, j) => (j === i ? { ...d, equipName } : d)));
  return (
    <div className="portal-registration-devices">
      <p className="portal-registration-note">{t('registration.devicesNote', { count: devices.length })}</p>
      {problem && (
        <Callout intent="danger" className="portal-registration-problem">
          {problem.msg}
        </Callout>
      )}
      <HTMLTable compact striped className="portal-registration-device-table" data-testid="registration-devices">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('entity.equipment.equipType')}</th>
            <th>{t('entity.equipment.equipName')}</th>
            <th>{t('entity.equipment.collectId')}</th>
            <th>{t('entity.equipment.place')}</th>
            <th>{t('entity.equipment.model')}</th>
            <th>{t('entity.equipment.peakPower')}</th>
            <th>{t('entity.equipment.parentId')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {devices.map((d, i) => (
            <tr key={`${d.equipType}-${d.collectId}`} className={problem?.row === i ? 'portal-registration-bad-row' : undefined}>
              <td>{i + 1}</td>
              <td>{typeLabel(d.equipType)}</td>
              <td>
                <InputGroup
                  small
                  value={d.equipName}
                  intent={problem?.row === i ? 'danger' : 'none'}
                  aria-label={t('entity.equipment.equipName')}
                  onChange={(e) => rename(i, e.target.value)}
                />
              </td>
              <td>{d.collectId}</td>
              <td>{text(d.place)}</td>
              <td>{text(d.model)}</td>
              <td>{text(d.peakPower)}</td>
              <td>{d.parent === null ? '—' : devices[d.parent]?.equipName}</td>
              <td>
                <Button
                  variant="minimal"
                  size="small"
                  icon="trash"
                  aria-label={t('registration.leaveOut')}
                  title={t('registration.leaveOut')}
                  onClick={() => onChange(withoutDevice(devices, i))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
