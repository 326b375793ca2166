import type { Choice } from '../../../api/types';
import { Button, Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { SelectWidget } from './SelectWidget';
import { offeredWithin } from './withinGroup';
import type { EntityFormContext } from './formContext';

export type { Choice } from '../../../api/types';

/**
 * A choice among labelled values the page loaded (dictionary entries, other entities' rows, enum labels);
 * for an array field, a checklist with select all. With `within`, it offers only the choices inside the group
 * chosen in that field of the form.
 */
export function ChoicesWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const loaded = (props.options.choices ?? []) as Choice[];
  const within = props.options.within as string | undefined;
  const data = (props.registry.formContext as EntityFormContext | undefined)?.data;
  const choices = within ? offeredWithin(loaded, (props.options.groups ?? []) as Choice[], data?.[within]) : loaded;
  if (props.schema.type !== 'array' && !(Array.isArray(props.schema.type) && props.schema.type.includes('array')))
    return <SelectWidget {...props} options={{ ...props.options, enumOptions: choices }} />;
  const chosen = new Set(Array.isArray(props.value) ? (props.value as unknown[]) : []);
  const all = choices.length > 0 && choices.every((c) => chosen.has(c.value));
  return (
    <div className="portal-form-checklist" id={props.id}>
      <Button
        variant="minimal"
        size="small"
        icon={all ? 'square' : 'tick'}
        text={t(all ? 'crud.selectNone' : 'crud.selectAllChoices')}
        disabled={props.disabled || props.readonly}
        onClick={() => props.onChange(all ? [] : choices.map((c) => c.value))}
      />
      <div className="portal-form-checklist-items">
        {choices.map((c) => (
          <Checkbox
            key={String(c.value)}
            label={c.label}
            checked={chosen.has(c.value)}
            disabled={props.disabled || props.readonly}
            onChange={() =>
              props.onChange(choices.filter((x) => (x === c ? !chosen.has(c.value) : chosen.has(x.value))).map((x) => x.value))
            }
          />
        ))}
      </div>
    </div>
  );
}
