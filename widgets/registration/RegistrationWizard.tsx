import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fetchDictionary, listEntity, type Choice, type EntityMeta } from '../../api/entities';
import { fetchDeviceTemplate, refusalOf, registerStation, type Refusal, type TemplateQuery } from '../../api/registration';
import {
  CHANNEL_STEP_FIELDS,
  REGISTRATION_STEPS,
  STATION_STEP_FIELDS,
  stepOfField,
  type FeedProtocol,
  type Registered,
  type RegistrationStep,
  type TemplateDevice,
} from '../../shared/registration';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import { schemaValidator } from '../form/schemaValidator';
import { uiSchemaOf } from '../crud/crudCells';
import { useChoices } from '../crud/useChoices';
import { pickFields, stepSchema } from './stepSchema';
import { LocationStep } from './LocationStep';
import { DevicesStep } from './DevicesStep';
import { ChannelStep } from './ChannelStep';
import { LabelsStep, type NewLabel } from './LabelsStep';
import { ReviewStep } from './ReviewStep';

type Row = Record<string, unknown>;

export interface EntityMetas {
  station: EntityMeta;
  equipment: EntityMeta;
  channel: EntityMeta;
  label: EntityMeta;
}

export interface RegisterWizardProps {
  metas: EntityMetas;
  /** The group a new station starts in. */
  deptId: number | null;
  onRegistered(registered: Registered): void;
}

const templateKey = (s: Row) => [s.psType, s.pvType ?? '', s.capacity, s.batteryCapacity ?? 0].join('|');

/** The first problem of a row by an entity schema, in the words the forms use; null when it passes. */
function problemOf(meta: EntityMeta, schema: object, row: Row, t: TFunction): string | null {
  const [e] = schemaValidator.validateFormData(row, schema as never).errors;
  if (!e) return null;
  const field = String(e.params?.missingProperty ?? (e.property ?? '').replace(/^\./, '').split('.')[0]);
  const f = meta.fields[field];
  const label = f?.label ?? field;
  if (e.name === 'required' || e.name === 'minLength') return t('validation.required', { field: label });
  if (f?.message) return t(f.message, { field: label });
  return t('validation.format', { field: label });
}

/**
 * Registers a station step by step: basic information, location, first devices, channel, labels, then a
 * review. Each step checks its fields with the entity definitions' schemas (the server's rules); nothing is
 * stored until the last step sends everything at once. A refusal brings the user back to its step and field.
 */
export function RegistrationWizard({ metas, deptId, onRegistered }: RegisterWizardProps) {
  const { t } = useTranslation();
  const form = useRef<FormHandle>(null);
  const [step, setStep] = useState<RegistrationStep>('basic');
  const [reached, setReached] = useState(0);
  const [station, setStation] = useState<Row>(() => ({
    psType: 'PV',
    pvType: '1',
    ...(deptId ? { deptId } : {}),
    remoteEnabled: 0,
    batteryCapacity: 0,
  }));
  const [devices, setDevices] = useState<TemplateDevice[] | null>(null);
  const [loadedFor, setLoadedFor] = useState('');
  const [templateFailure, setTemplateFailure] = useState<string | null>(null);
  const [feed, setFeed] = useState<FeedProtocol>('simulator');
  const [channel, setChannel] = useState<Row>({ param: '127.0.0.1:502', address: 1 });
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [newLabels, setNewLabels] = useState<NewLabel[]>([]);
  const [labelChoices, setLabelChoices] = useState<Choice[]>([]);
  const [types, setTypes] = useState<Choice[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deviceProblem, setDeviceProblem] = useState<{ row: number; msg: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useChoices(metas.station);
  const index = REGISTRATION_STEPS.indexOf(step);

  useEffect(() => {
    void fetchDictionary('equip_type').then(setTypes, () => setTypes([]));
    void listEntity(metas.label, { pageNum: 1, pageSize: 500, isEffective: 1 }).then(
      (page) => setLabelChoices(page.rows.filter((r) => !r.locked).map((r) => ({ value: r.tagId, label: String(r.tagName) }))),
      () => setLabelChoices([]),
    );
  }, [metas.label]);

  // The template follows the type and capacity: asked again when they changed since the last time.
  useEffect(() => {
    if (step !== 'devices' || loadedFor === templateKey(station)) return;
    setDevices(null);
    setTemplateFailure(null);
    setLoadedFor(templateKey(station));
    fetchDeviceTemplate({
      // The form's choices; the server refuses any other.
      psType: String(station.psType) as TemplateQuery['psType'],
      pvType: station.pvType ? (String(station.pvType) as TemplateQuery['pvType']) : undefined,
      capacity: Number(station.capacity),
      batteryCapacity: Number(station.batteryCapacity ?? 0),
    }).then(setDevices, (error: unknown) => setTemplateFailure(refusalOf(error)?.msg ?? (error as Error).message));
  }, [step, station, loadedFor]);

  const stationUi = useMemo(() => uiSchemaOf(metas.station, choices), [metas.station, choices]);
  const channelUi = useMemo(() => uiSchemaOf(metas.channel, new Map()), [metas.channel]);
  const messagesOf = (meta: EntityMeta) => Object.fromEntries(Object.entries(meta.fields).map(([n, f]) => [n, f.message]));
  const keepStation = useCallback((data: Row) => setStation((s) => ({ ...s, ...data })), []);
  const keepChannel = useCallback((data: Row) => setChannel((c) => ({ ...c, ...data })), []);

  const go = (next: RegistrationStep) => {
    const i = REGISTRATION_STEPS.indexOf(next);
    setReached((r) => Math.max(r, i));
    setStep(next);
  };
  const forward = () => go(REGISTRATION_STEPS[index + 1]!);
  const serverErrorFor = (part: string) =>
    refusal && refusal.field.startsWith(`${part}.`) && stepOfField(refusal.field) === step
      ? { field: refusal.field.slice(part.length + 1), msg: refusal.msg }
      : null;

  function next() {
    setRefusal(null);
    if (step === 'basic' || step === 'location' || (step === 'channel' && feed === 'modbus-tcp')) form.current?.submit();
    else if (step === 'devices') {
      if (!devices) return;
      const schema = metas.equipment.createSchema;
      for (const [row, d] of devices.entries()) {
        const { parent: _parent, ...fields } = d;
        const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
        const msg = problemOf(metas.equipment, schema, { ...body, psId: 1 }, t);
        if (msg) return setDeviceProblem({ row, msg: `${t('registration.step.devices')} ${row + 1}: ${msg}` });
      }
      setDeviceProblem(null);
      forward();
    } else forward();
  }

  async function register() {
    if (!devices) return;
    setBusy(true);
    setRefusal(null);
    try {
      const registered = await registerStation({
        station: Object.fromEntries(Object.entries(station).filter(([, v]) => v !== null && v !== undefined && v !== '')),
        devices,
        feed,
        ...(feed === 'modbus-tcp' ? { channel: pickFields(channel, CHANNEL_STEP_FIELDS) } : {}),
        labelIds,
        newLabels,
      });
      onRegistered(registered);
    } catch (error) {
      setBusy(false);
      const found = refusalOf(error) ?? { field: '', msg: (error as Error).message };
      setRefusal(found);
      const back = stepOfField(found.field);
      if (found.field.startsWith('devices.')) {
        const row = Number(found.field.split('.')[1]);
        setDeviceProblem(Number.isInteger(row) ? { row, msg: found.msg } : null);
      }
      setStep(back);
    }
  }

  const stationForm = (part: 'basic' | 'location') => ({
    schema: stepSchema(metas.station.createSchema, STATION_STEP_FIELDS[part]),
    uiSchema: stationUi,
    messages: messagesOf(metas.station),
    formData: pickFields(station, STATION_STEP_FIELDS[part]),
    serverError: serverErrorFor('station'),
  });

  return (
    <Card className="portal-registration" data-testid="station-registration">
      <ol className="portal-registration-steps">
        {REGISTRATION_STEPS.map((s, i) => (
          <li key={s} className={s === step ? 'is-current' : i <= reached ? 'is-done' : undefined}>
            <Button
              variant="minimal"
              disabled={i > reached || busy}
              onClick={() => setStep(s)}
              text={`${i + 1}. ${t(`registration.step.${s}`)}`}
              data-testid={`registration-step-${s}`}
            />
          </li>
        ))}
      </ol>
      {refusal && (
        <Callout intent="danger" icon="error" className="portal-registration-refusal" data-testid="registration-refusal">
          {refusal.msg}
        </Callout>
      )}
      <div className="portal-registration-body">
        {step === 'basic' && (
          <EntityForm
            key="basic"
            ref={form}
            {...stationForm('basic')}
            onChange={keepStation}
            onSubmit={(data) => {
              keepStation(data);
              forward();
            }}
          />
        )}
        {step === 'location' && (
          <LocationStep
            form={form}
            {...stationForm('location')}
            onChange={keepStation}
            onSubmit={(data) => {
              keepStation(data);
              forward();
            }}
          />
        )}
        {step === 'devices' && (
          <DevicesStep devices={devices} types={types} problem={deviceProblem} failure={templateFailure} onChange={setDevices} />
        )}
        {step === 'channel' && (
          <ChannelStep
            form={form}
            feed={feed}
            schema={stepSchema(metas.channel.createSchema, CHANNEL_STEP_FIELDS)}
            uiSchema={channelUi}
            messages={messagesOf(metas.channel)}
            formData={pickFields({ channelName: `${String(station.psName ?? '')} Modbus`, ...channel }, CHANNEL_STEP_FIELDS)}
            serverError={serverErrorFor('channel')}
            onFeed={setFeed}
            onChange={keepChannel}
            onSubmit={(data) => {
              keepChannel(data);
              forward();
            }}
          />
        )}
        {step === 'labels' && (
          <LabelsStep
            labels={labelChoices}
            chosen={labelIds}
            newLabels={newLabels}
            problem={refusal && stepOfField(refusal.field) === 'labels' ? refusal.msg : null}
            checkName={(tagName) => problemOf(metas.label, stepSchema(metas.label.createSchema, ['tagName']), { tagName }, t)}
            onChoose={setLabelIds}
            onNewLabels={setNewLabels}
          />
        )}
        {step === 'review' && devices && (
          <ReviewStep
            station={station}
            stationMeta={metas.station}
            choices={choices}
            devices={devices}
            types={types}
            feed={feed}
            channel={channel}
            labels={labelChoices.filter((c) => labelIds.includes(Number(c.value))).map((c) => String(c.label))}
            newLabels={newLabels}
          />
        )}
      </div>
      <div className="portal-registration-actions">
        <Button
          icon="arrow-left"
          text={t('registration.back')}
          disabled={index === 0 || busy}
          onClick={() => setStep(REGISTRATION_STEPS[index - 1]!)}
          data-testid="registration-back"
        />
        {step === 'review' ? (
          <Button
            intent="primary"
            icon="tick"
            text={t('registration.submit')}
            loading={busy}
            onClick={() => void register()}
            data-testid="registration-submit"
          />
        ) : (
          <Button
            intent="primary"
            endIcon="arrow-right"
            text={t('registration.next')}
            disabled={step === 'devices' && !devices}
            onClick={next}
            data-testid="registration-next"
          />
        )}
      </div>
    </Card>
  );
}
