import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/rootStore';
import {
  addressableGroups,
  editNotice,
  publishNotice,
  type AddressableGroup,
  type Notice,
  type NoticeAttachment,
} from '../../api/notices';
import { NOTICE_LIMITS } from '../../shared/noticeLimits';
import { useSubmit } from '../todo/useSubmit';
import { RichTextEditor } from './RichTextEditor';
import { AudiencePicker } from './AudiencePicker';
import { AttachmentField } from './AttachmentField';

export interface NoticeEditorProps {
  /** The notice to change; none: a new one. */
  notice?: Notice;
  onClose(): void;
  /** The server stored the notice. */
  onDone(): void;
}

/** Publishing or changing a notice: title, rich text, audience, pinned, attachments. The server decides. */
export const NoticeEditor = observer(function NoticeEditor({ notice, onClose, onDone }: NoticeEditorProps) {
  const { t } = useTranslation();
  const { session } = useStores();
  const mayAddressAll = session.hasRole('admin');
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState(notice?.body ?? '');
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [deptIds, setDeptIds] = useState<number[]>(notice?.groups.map((g) => g.deptId) ?? []);
  const [byGroup, setByGroup] = useState(notice ? !notice.toAll : !mayAddressAll);
  const [attachments, setAttachments] = useState<NoticeAttachment[]>(notice?.attachments ?? []);
  const [groups, setGroups] = useState<AddressableGroup[]>([]);
  const { busy, submit } = useSubmit(onDone);
  useEffect(() => {
    void addressableGroups().then(setGroups, () => undefined);
  }, []);

  const audienceMissing = byGroup && deptIds.length === 0;
  const save = () => {
    const draft = {
      title: title.trim(),
      body,
      pinned,
      deptIds: byGroup ? deptIds : [],
      attachments: attachments.map((a) => ({ url: a.url, name: a.name })),
    };
    return notice ? editNotice(notice.noticeId, draft) : publishNotice(draft);
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={notice ? t('notice.editTitle') : t('notice.newTitle')}
      icon={notice ? 'edit' : 'add'}
      className="portal-notice-editor"
      canOutsideClickClose={false}
    >
      <DialogBody>
        <FormGroup label={t('notice.field.title')} labelFor="notice-title" labelInfo={t('notice.required')}>
          <InputGroup
            id="notice-title"
            autoFocus
            required
            maxLength={NOTICE_LIMITS.titleLength}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('notice.field.body')} labelFor="notice-body">
          <RichTextEditor id="notice-body" initial={notice?.body ?? ''} onChange={setBody} />
        </FormGroup>
        <FormGroup label={t('notice.field.audience')} helperText={audienceMissing ? t('notice.chooseGroup') : undefined}>
          <AudiencePicker
            groups={groups}
            mayAddressAll={mayAddressAll}
            value={deptIds}
            byGroup={byGroup}
            onChange={(ids, grouped) => {
              setDeptIds(ids);
              setByGroup(grouped);
            }}
          />
        </FormGroup>
        <Switch label={t('notice.field.pinned')} checked={pinned} onChange={(e) => setPinned(e.currentTarget.checked)} />
        <FormGroup label={t('notice.attachments')} labelInfo={t('notice.optional')}>
          <AttachmentField value={attachments} onChange={setAttachments} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('notice.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="send-message"
              text={notice ? t('notice.save') : t('notice.publish')}
              loading={busy}
              disabled={!title.trim() || audienceMissing}
              onClick={() => void submit(save)}
              data-testid="notice-submit"
            />
          </>
        }
      />
    </Dialog>
  );
});
