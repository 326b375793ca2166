import { useState } from 'react';
import { Button, Callout, Checkbox, ControlGroup, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../api/entities';

export interface NewLabel {
  tagName: string;
  shared: 0 | 1;
}

export interface LabelsStepProps {
  /** Labels the user may add a station to. */
  labels: Choice[];
  chosen: number[];
  newLabels: NewLabel[];
  problem: string | null;
  /** Checks a new label's name by the label definition; answers the problem or null. */
  checkName(tagName: string): string | null;
  onChoose(ids: number[]): void;
  onNewLabels(labels: NewLabel[]): void;
}

/** The labels the station is found by: existing ones the user may change, and new ones, private or shared with the group. */
export function LabelsStep(props: LabelsStepProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(true);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const add = () => {
    const problem = props.checkName(name);
    setNameProblem(problem);
    if (problem) return;
    props.onNewLabels([...props.newLabels, { tagName: name, shared: shared ? 1 : 0 }]);
    setName('');
  };
  const toggle = (id: number, on: boolean) => props.onChoose(on ? [...props.chosen, id] : props.chosen.filter((c) => c !== id));
  return (
    <div className="portal-register-labels">
      {props.problem && <Callout intent="danger">{props.problem}</Callout>}
      <h4>{t('register.existingLabels')}</h4>
      {props.labels.length === 0 && <p className="portal-register-note">{t('register.noLabels')}</p>}
      <div className="portal-register-label-list">
        {props.labels.map((l) => (
          <Checkbox
            key={String(l.value)}
            label={String(l.label)}
            checked={props.chosen.includes(Number(l.value))}
            onChange={(e) => toggle(Number(l.value), e.currentTarget.checked)}
          />
        ))}
      </div>
      <h4>{t('register.newLabel')}</h4>
      <ControlGroup>
        <InputGroup
          value={name}
          placeholder={t('entity.label.tagName')}
          intent={nameProblem ? 'danger' : 'none'}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
          data-testid="register-new-label"
        />
        <Button icon="add" text={t('register.addLabel')} onClick={add} data-testid="register-add-label" />
      </ControlGroup>
      <Switch checked={shared} label={t('register.sharedLabel')} onChange={(e) => setShared(e.currentTarget.checked)} />
      {nameProblem && <div className="portal-register-field-problem">{nameProblem}</div>}
      <div className="portal-register-new-labels">
        {props.newLabels.map((l, i) => (
          <Tag
            key={`${l.tagName}-${i}`}
            icon={l.shared ? 'people' : 'person'}
            onRemove={() => props.onNewLabels(props.newLabels.filter((_, j) => j !== i))}
          >
            {l.tagName}
          </Tag>
        ))}
      </div>
    </div>
  );
}
