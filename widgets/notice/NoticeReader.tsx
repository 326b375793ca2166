import { useEffect, useState } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, Icon, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { openNotice, type Notice } from '../../api/notices';
import { RequestFailure } from '../../api/request';
import { AudienceTags } from './AudienceTags';
import { fileSize, noticeTime, safeNoticeHtml } from './noticeHtml';

export interface NoticeReaderProps {
  noticeId: number;
  onClose(): void;
  /** The server marked the notice read (it answered it). */
  onRead(): void;
  onEdit(notice: Notice): void;
  onWithdraw(notice: Notice): void;
}

/** One notice: its body as the server sanitized it, its attachments, and its publisher's edit and withdraw. */
export function NoticeReader({ noticeId, onClose, onRead, onEdit, onWithdraw }: NoticeReaderProps) {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let live = true;
    openNotice(noticeId).then(
      (answer) => {
        if (!live) return;
        setNotice(answer);
        onRead();
      },
      (error) => {
        // A notice withdrawn meanwhile: the request layer said so; the reader closes.
        if (error instanceof RequestFailure) onClose();
        else throw error;
      },
    );
    return () => {
      live = false;
    };
    // Opened once per notice; the callbacks of the board change on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noticeId]);

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={notice?.title ?? t('notice.loading')}
      icon="annotation"
      className="portal-notice-reader"
    >
      <DialogBody>
        {!notice ? (
          <Spinner size={24} />
        ) : (
          <>
            <div className="portal-notice-meta" data-testid="notice-reader-meta">
              {notice.pinned && <Icon icon="pin" intent="warning" title={t('notice.pinned')} />}
              <AudienceTags toAll={notice.toAll} groups={notice.groups} />
              <span>
                {t('notice.publishedBy', { name: notice.publisherName, time: noticeTime(notice.publishedAt, i18n.language) })}
              </span>
              {notice.updatedAt > notice.publishedAt && (
                <span>{t('notice.edited', { time: noticeTime(notice.updatedAt, i18n.language) })}</span>
              )}
            </div>
            <div
              className={`portal-notice-body ${Classes.RUNNING_TEXT}`}
              data-testid="notice-body"
              // The server stored it sanitized; safeNoticeHtml applies the same rules again.
              dangerouslySetInnerHTML={{ __html: safeNoticeHtml(notice.body) }}
            />
            {notice.attachments.length > 0 && (
              <section className="portal-notice-attachments" aria-label={t('notice.attachments')}>
                <h4>{t('notice.attachments')}</h4>
                <ul>
                  {notice.attachments.map((a) => (
                    <li key={a.url}>
                      <Icon icon="paperclip" size={12} />{' '}
                      <a href={`/prod-api${a.url}`} download={a.name}>
                        {a.name}
                      </a>{' '}
                      <span className={Classes.TEXT_MUTED}>{fileSize(a.size, i18n.language)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {notice?.mayChange && (
              <>
                <Button
                  icon="trash"
                  intent="danger"
                  variant="minimal"
                  text={t('notice.withdraw')}
                  onClick={() => onWithdraw(notice)}
                />
                <Button icon="edit" text={t('notice.edit')} onClick={() => onEdit(notice)} />
              </>
            )}
            <Button intent="primary" text={t('notice.close')} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
