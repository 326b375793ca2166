import { useState } from 'react';
import { Button, FileInput, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { uploadNoticeFile, type NoticeAttachment } from '../../api/notices';
import { RequestFailure } from '../../api/request';
import { NOTICE_LIMITS } from '../../shared/noticeLimits';
import { fileSize } from './noticeHtml';

export interface AttachmentFieldProps {
  value: NoticeAttachment[];
  onChange(attachments: NoticeAttachment[]): void;
}

/** A notice's files: each uploaded at once (the server checks its content), listed with a remove button. */
export function AttachmentField({ value, onChange }: AttachmentFieldProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadNoticeFile(file);
      onChange([...value, stored]);
    } catch (error) {
      // The request layer showed the server's reason (wrong kind, content not what the name says, too large).
      if (!(error instanceof RequestFailure)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="portal-notice-attach">
      <FileInput
        text={busy ? t('notice.uploading') : t('notice.chooseFile')}
        buttonText={t('notice.browse')}
        disabled={busy || value.length >= NOTICE_LIMITS.attachments}
        inputProps={{ accept: NOTICE_LIMITS.fileTypes.join(','), 'aria-label': t('notice.addAttachment') }}
        onInputChange={(e) => {
          const input = e.currentTarget as HTMLInputElement;
          void add(input.files?.[0]);
          input.value = '';
        }}
      />
      <div className="portal-notice-hint">
        {t('notice.fileHint', { types: NOTICE_LIMITS.fileTypes.join(', '), max: NOTICE_LIMITS.attachments })}
      </div>
      {value.length > 0 && (
        <ul>
          {value.map((a) => (
            <li key={a.url}>
              <Icon icon="paperclip" size={12} /> {a.name}{' '}
              <span className="portal-notice-hint">{fileSize(a.size, i18n.language)}</span>
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('notice.removeAttachment', { name: a.name })}
                onClick={() => onChange(value.filter((v) => v.url !== a.url))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
