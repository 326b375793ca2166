import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UiSchema } from '@rjsf/utils';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import type { FeedProtocol } from '../../shared/registration';

type Row = Record<string, unknown>;

export interface ChannelStepProps {
  feed: FeedProtocol;
  /** The channel form (Modbus TCP): the channel definition's fields and rules. */
  schema: object;
  uiSchema: UiSchema;
  messages: Record<string, string | null>;
  formData: Row;
  serverError: { field: string; msg: string } | null;
  form: React.Ref<FormHandle>;
  onFeed(feed: FeedProtocol): void;
  onChange(data: Row): void;
  onSubmit(data: Row): void;
}

export const FEEDS: FeedProtocol[] = ['simulator', 'modbus-tcp', 'mqtt'];

/**
 * How the station's devices report: the built-in simulator (until real devices are connected), a Modbus TCP
 * channel with its address, or an MQTT edge gateway publishing under the station's id.
 */
export function ChannelStep(props: ChannelStepProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-registration-channel">
      <RadioGroup
        label={t('registration.feed')}
        selectedValue={props.feed}
        onChange={(e) => props.onFeed(e.currentTarget.value as FeedProtocol)}
      >
        {FEEDS.map((feed) => (
          <Radio key={feed} value={feed} label={t(`registration.feeds.${feed}`)} data-testid={`registration-feed-${feed}`} />
        ))}
      </RadioGroup>
      {props.feed === 'modbus-tcp' && (
        <EntityForm
          ref={props.form}
          schema={props.schema}
          uiSchema={props.uiSchema}
          messages={props.messages}
          formData={props.formData}
          serverError={props.serverError}
          onChange={props.onChange}
          onSubmit={props.onSubmit}
        />
      )}
      <Callout intent="primary" className="portal-registration-note">
        {t(`registration.feedNotes.${props.feed}`)}
      </Callout>
    </div>
  );
}
