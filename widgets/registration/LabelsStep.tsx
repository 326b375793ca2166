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
    <div className="portal-registration-labels">
      {props.problem && <Callout intent="danger">{props.problem}</Callout>}
      <h4>{t('registration.existingLabels')}</h4>
      {props.labels.length === 0 && <p className="portal-registration-note">{t('registration.noLabels')}</p>}
      <div className="portal-registration-label-list">
        {props.labels.map((l) => (
          <Checkbox
            key={String(l.value)}
            label={String(l.label)}
            checked={props.chosen.includes(Number(l.value))}
            onChange={(e) => toggle(Number(l.value), e.currentTarget.checked)}
          />
        ))}
      </div>
      <h4>{t('registration.newLabel')}</h4>
      <ControlGroup>
        <InputGroup
          value={name}
          placeholder={t('entity.label.tagName')}
          intent={nameProblem ? 'danger' : 'none'}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
          data-testid="registration-new-label"
        />
        <Button icon="add" text={t('registration.addLabel')} onClick={add} data-testid="registration-add-label" />
      </ControlGroup>
      <Switch checked={shared} label={t('registration.sharedLabel')} onChange={(e) => setShared(e.currentTarget.checked)} />
      {nameProblem && <div className="portal-registration-field-problem">{nameProblem}</div>}
      <div className="portal-registration-new-labels">
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
