import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Tag,
  type Intent,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { checkSetPoint, setPointRange, setPointValue, type ControlPoint } from './controlPoints';
import { isOptionSelectDisabled, type ControlOption } from './parseControlOptions';
import { checkOperationPassword, sendSetPoint, sendStartStop, sendSwitch, type RemoteAnswer } from '../../api/remote';
import { useControlProgress } from './useControlProgress';
import { CommandProgress } from './CommandProgress';
import { PointValueText } from './PointValueText';

export interface ControlDialogProps {
  /** The plant of the device, sent with every command. */
  psId: unknown;
  /** The device's name: the first half of the title. */
  equipName: string;
  /** The point to operate. */
  point: ControlPoint;
  isOpen: boolean;
  /** Asked to close (cancel, or 300 ms after the last step succeeded). */
  onClose(): void;
  /** The close transition is over: the parent forgets the dialog, and with it the password. */
  onClosed?(): void;
}

interface Message {
  intent: Intent;
  title: string;
  detail: string | null;
}

/** The option a switch most likely is to be moved to: the first one it does not already stand at. */
const initialChoice = (point: ControlPoint) =>
  (point.options.find((o) => Number(o.value) !== point.pointValue) ?? point.options[0])?.value ?? '';

/**
 * The control dialog of one point (spec-digest 001 §2.4): the operation password first, then select and execute
 * for a switch, a value and Set for a set-point, Stop or Start for the start/stop point. The password
 * lives only in this component's state and goes with it when the dialog closes.
 */
export function ControlDialog({ psId, equipName, point, isOpen, onClose, onClosed }: ControlDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [step, setStep] = useState<'password' | 'command'>('password');
  const [passwd, setPasswd] = useState('');
  const [choice, setChoice] = useState(() => initialChoice(point));
  const [awaitingExecute, setAwaitingExecute] = useState(false);
  const [text, setText] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [progress, control] = useControlProgress();
  const busy = progress.busy;
  const range = setPointRange(point);

  const close = () => {
    setPasswd('');
    control.dispose();
    onClose();
  };

  /** Sends a command with the bar running; `last` closes the dialog 300 ms after success. */
  const run = async (send: () => Promise<RemoteAnswer>, texts: [ok: string, failed: string], last: boolean) => {
    setMessage(null);
    control.start();
    const answer = await send();
    if (answer.ok) {
      control.succeed(last ? close : undefined);
      setMessage({ intent: 'success', title: t(texts[0]), detail: null });
    } else {
      control.fail();
      setMessage({ intent: 'danger', title: t(texts[1]), detail: answer.msg });
    }
    return answer.ok;
  };

  const confirmPassword = async () => {
    if (passwd === '') {
      setFieldProblem(t('remote.passwordRequired'));
      return;
    }
    setFieldProblem(null);
    setMessage(null);
    control.start();
    const answer = await checkOperationPassword(passwd);
    if (!answer.ok) {
      control.fail();
      setMessage({ intent: 'danger', title: answer.msg ?? t('remote.passwordWrong'), detail: null });
      return;
    }
    control.reset();
    setStep('command');
  };

  const selectOrExecute = async () => {
    const value = Number.isFinite(Number(choice)) ? Number(choice) : choice;
    const body = { psId, point: point.pointId, value, passwd };
    if (!awaitingExecute) {
      if (await run(() => sendSwitch({ ...body, type: 0 }), ['remote.selectSucceeded', 'remote.selectFailed'], false))
        setAwaitingExecute(true);
      return;
    }
    // A failed execution has used up or lost the selection: the operator selects again.
    if (!(await run(() => sendSwitch({ ...body, type: 1 }), ['remote.executeSucceeded', 'remote.executeFailed'], true)))
      setAwaitingExecute(false);
  };

  const set = async () => {
    const problem = checkSetPoint(text, range);
    if (problem) {
      const { key, ...values } = problem;
      setFieldProblem(t(key, values));
      return;
    }
    setFieldProblem(null);
    const body = { psId, point: point.pointId, value: setPointValue(text), passwd };
    await run(() => sendSetPoint(body), ['remote.setSucceeded', 'remote.setFailed'], true);
  };

  const startStop = (command: 'run' | 'stop') =>
    run(
      () => sendStartStop({ psId, pointId: point.pointId, command, passwd }),
      ['remote.executeSucceeded', 'remote.executeFailed'],
      true,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === 'password') void confirmPassword();
    else if (point.kind === 'YK') void selectOrExecute();
    else if (point.kind === 'YT') void set();
  };

  const optionLabel = (o: ControlOption) => ('labelKey' in o ? t(o.labelKey) : o.label);

  const actions = (
    <>
      <Button text={t('remote.cancel')} disabled={busy} onClick={close} />
      {step === 'password' && <Button type="submit" intent="primary" text={t('remote.confirm')} disabled={busy} />}
      {step === 'command' && point.kind === 'YK' && (
        <Button
          type="submit"
          intent={awaitingExecute ? 'warning' : 'primary'}
          icon={awaitingExecute ? 'play' : 'tick'}
          text={t(awaitingExecute ? 'remote.execute' : 'remote.select')}
          disabled={busy}
        />
      )}
      {step === 'command' && point.kind === 'YT' && (
        <Button type="submit" intent="primary" text={t('remote.set')} disabled={busy} />
      )}
      {step === 'command' && point.kind === 'YKAPI' && (
        <>
          <Button intent="danger" icon="stop" text={t('remote.stop')} disabled={busy} onClick={() => void startStop('stop')} />
          <Button intent="success" icon="play" text={t('remote.start')} disabled={busy} onClick={() => void startStop('run')} />
        </>
      )}
    </>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      onClosed={onClosed}
      title={`${equipName} ${point.pointName}`}
      icon={point.kind === 'YT' ? 'numerical' : 'power'}
      className="portal-remote-dialog"
      style={{ width: 768 }}
      isCloseButtonShown={!busy}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
    >
      <form onSubmit={submit}>
        <DialogBody>
          <p className="portal-remote-current">
            {t('remote.currentValue')} <PointValueText point={point} />
          </p>
          {step === 'password' ? (
            <FormGroup
              label={t('remote.password')}
              labelFor={`${ids}-password`}
              helperText={fieldProblem ?? t('remote.passwordHint')}
              intent={fieldProblem ? 'danger' : 'none'}
            >
              <InputGroup
                id={`${ids}-password`}
                type="password"
                autoComplete="off"
                autoFocus
                value={passwd}
                intent={fieldProblem ? 'danger' : 'none'}
                disabled={busy}
                onValueChange={(v) => setPasswd(v)}
              />
            </FormGroup>
          ) : point.kind === 'YK' ? (
            <FormGroup
              label={t('remote.command')}
              labelFor={`${ids}-command`}
              helperText={t(awaitingExecute ? 'remote.executeHint' : 'remote.selectHint')}
            >
              <HTMLSelect
                id={`${ids}-command`}
                fill
                value={choice}
                disabled={busy || isOptionSelectDisabled(point.options, awaitingExecute)}
                onChange={(e) => setChoice(e.currentTarget.value)}
                options={point.options.map((o) => ({ value: o.value, label: optionLabel(o) }))}
              />
            </FormGroup>
          ) : point.kind === 'YT' ? (
            <FormGroup
              label={t('remote.setPoint')}
              labelFor={`${ids}-value`}
              helperText={
                fieldProblem ??
                (range.min === null
                  ? t('remote.rangeMax', { max: range.max })
                  : t('remote.range', { min: range.min, max: range.max }))
              }
              intent={fieldProblem ? 'danger' : 'none'}
            >
              <InputGroup
                id={`${ids}-value`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                autoFocus
                value={text}
                intent={fieldProblem ? 'danger' : 'none'}
                disabled={busy}
                rightElement={point.pointUnit ? <Tag minimal>{point.pointUnit}</Tag> : undefined}
                onValueChange={(v) => setText(v)}
              />
            </FormGroup>
          ) : (
            <p>{t('remote.startStopHint')}</p>
          )}
          {message && (
            <Callout className="portal-remote-message" intent={message.intent} title={message.title} compact>
              {message.detail}
            </Callout>
          )}
          <CommandProgress progress={progress} />
        </DialogBody>
        <DialogFooter actions={actions} />
      </form>
    </Dialog>
  );
}
