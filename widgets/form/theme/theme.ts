import type { ThemeProps } from '@rjsf/core';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldTemplate } from './FieldTemplate';
import { SelectWidget } from './SelectWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { PlantSelectWidget } from './PlantSelectWidget';
import { ChoicesWidget } from './ChoicesWidget';
import { CoordinatesWidget } from './CoordinatesWidget';
import { FileWidget } from './FileWidget';
import { MonthsWidget } from './MonthsWidget';
import { TimeRangesWidget } from './TimeRangesWidget';
import { DateWidget } from './DateWidget';

/** The Blueprint theme of react-jsonschema-form: one small file per widget, gathered here. */
export const blueprintTheme: ThemeProps = {
  templates: { BaseInputTemplate, FieldTemplate, ButtonTemplates: { SubmitButton: () => null } },
  widgets: {
    SelectWidget,
    CheckboxWidget: SwitchWidget,
    switch: SwitchWidget,
    TextareaWidget,
    textarea: TextareaWidget,
    plant: PlantSelectWidget,
    choices: ChoicesWidget,
    coordinates: CoordinatesWidget,
    file: FileWidget,
    months: MonthsWidget,
    'time-ranges': TimeRangesWidget,
    DateWidget,
    date: DateWidget,
  },
};
