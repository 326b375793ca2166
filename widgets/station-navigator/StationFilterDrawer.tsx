import { useEffect, useRef, useState } from 'react';
import {
  Button,
  ButtonGroup,
  Checkbox,
  Drawer,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DictEntry, Label } from '../../api/types';
import { EMPTY_FILTER, type AdvancedFilter } from '../../stores/stationSearchStore';
import { applyPreset, CAPACITY_PRESETS, type CapacityField } from './capacityPreset';

export interface StationFilterDrawerProps {
  isOpen: boolean;
  value: AdvancedFilter;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
  onApply(filter: AdvancedFilter): void;
  onClose(): void;
}

function parseCapacity(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** A dictionary as a select with "all" first; empty means no filter. */
function DictSelect(props: {
  id: string;
  label: string;
  entries: DictEntry[];
  value: string | null;
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup label={props.label} labelFor={props.id}>
      <HTMLSelect id={props.id} fill value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value || null)}>
        <option value="">{t('navigator.filter.all')}</option>
        {props.entries.map((d) => (
          <option key={d.dictValue} value={d.dictValue}>
            {d.dictLabel}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** Checks a draft; returns the i18n key of the first problem. */
export function filterProblem(f: AdvancedFilter): string | null {
  for (const v of [f.capacityMin, f.capacityMax])
    if (v !== null && (!Number.isFinite(v) || v < 0)) return 'navigator.filter.capacityInvalid';
  if (f.capacityMin !== null && f.capacityMax !== null && f.capacityMin > f.capacityMax) return 'navigator.filter.capacityOrder';
  return null;
}

/** The 380 px advanced filter of the plant navigator (spec-digest 000 §2, §5). */
export function StationFilterDrawer(props: StationFilterDrawerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AdvancedFilter>(props.value);
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!props.isOpen) return;
    setDraft(props.value);
    setMinText(props.value.capacityMin?.toString() ?? '');
    setMaxText(props.value.capacityMax?.toString() ?? '');
    setProblem(null);
  }, [props.isOpen, props.value]);

  const withCapacity = (): AdvancedFilter => ({
    ...draft,
    capacityMin: parseCapacity(minText),
    capacityMax: parseCapacity(maxText),
  });

  function pickPreset(preset: (typeof CAPACITY_PRESETS)[number]) {
    const active = document.activeElement;
    const focused: CapacityField | null = active === minRef.current ? 'min' : active === maxRef.current ? 'max' : null;
    const next = applyPreset({ min: parseCapacity(minText), max: parseCapacity(maxText) }, preset, focused);
    setMinText(next.min?.toString() ?? '');
    setMaxText(next.max?.toString() ?? '');
  }

  function apply() {
    const filter = withCapacity();
    const found = filterProblem(filter);
    setProblem(found);
    if (!found) props.onApply(filter);
  }

  function reset() {
    setDraft({ ...EMPTY_FILTER });
    setMinText('');
    setMaxText('');
    setProblem(null);
  }

  const toggleLabel = (tagId: number) =>
    setDraft({
      ...draft,
      tagIds: draft.tagIds.includes(tagId) ? draft.tagIds.filter((id) => id !== tagId) : [...draft.tagIds, tagId],
    });

  return (
    <Drawer
      isOpen={props.isOpen}
      onClose={props.onClose}
      size={380}
      position="right"
      title={t('navigator.filter.title')}
      icon="filter"
    >
      <div className="portal-drawer-body" data-testid="station-filter">
        <FormGroup label={t('navigator.filter.state')}>
          <RadioGroup
            inline
            selectedValue={draft.state === null ? '' : String(draft.state)}
            onChange={(e) => setDraft({ ...draft, state: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
          >
            <Radio label={t('navigator.filter.all')} value="" />
            <Radio label={t('navigator.state.normal')} value="1" />
            <Radio label={t('navigator.state.abnormal')} value="0" />
            <Radio label={t('navigator.state.interrupt')} value="5" />
          </RadioGroup>
        </FormGroup>
        <DictSelect
          id="filter-type"
          label={t('navigator.filter.type')}
          entries={props.stationTypes}
          value={draft.psType}
          onChange={(psType) => setDraft({ ...draft, psType })}
        />
        <DictSelect
          id="filter-pv-type"
          label={t('navigator.filter.pvType')}
          entries={props.pvTypes}
          value={draft.pvType}
          onChange={(pvType) => setDraft({ ...draft, pvType })}
        />
        <FormGroup
          label={t('navigator.filter.capacity')}
          helperText={problem ? t(problem) : undefined}
          intent={problem ? 'danger' : 'none'}
        >
          <div className="portal-row">
            <InputGroup
              inputRef={minRef}
              type="number"
              min={0}
              placeholder={t('navigator.filter.min')}
              value={minText}
              onChange={(e) => setMinText(e.target.value)}
              data-testid="capacity-min"
            />
            <span>–</span>
            <InputGroup
              inputRef={maxRef}
              type="number"
              min={0}
              placeholder={t('navigator.filter.max')}
              value={maxText}
              onChange={(e) => setMaxText(e.target.value)}
              data-testid="capacity-max"
            />
          </div>
          <ButtonGroup className="portal-presets" variant="outlined" size="small">
            {CAPACITY_PRESETS.map((p) => (
              // Keeping focus in the field lets the preset fill the field the user is in.
              <Button key={p.label} text={p.label} onMouseDown={(e) => e.preventDefault()} onClick={() => pickPreset(p)} />
            ))}
          </ButtonGroup>
        </FormGroup>
        <FormGroup label={t('navigator.filter.labels')}>
          <div className="portal-label-list">
            {props.labels.length === 0 && <span className="portal-muted">{t('navigator.filter.noLabels')}</span>}
            {props.labels.map((l) => (
              <Checkbox
                key={l.tagId}
                label={l.tagName}
                checked={draft.tagIds.includes(l.tagId)}
                onChange={() => toggleLabel(l.tagId)}
              />
            ))}
          </div>
        </FormGroup>
        <Switch
          label={t('navigator.filter.follow')}
          checked={draft.follow}
          onChange={() => setDraft({ ...draft, follow: !draft.follow })}
        />
      </div>
      <div className="portal-drawer-footer">
        <Button text={t('navigator.filter.reset')} icon="reset" onClick={reset} />
        <Button intent="primary" icon="tick" text={t('navigator.filter.apply')} onClick={apply} data-testid="filter-apply" />
      </div>
    </Drawer>
  );
}
