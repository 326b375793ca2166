import { useState } from 'react';
import { Alert, Button, NonIdealState, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { getPath } from '../../engine/path';
import { useStores } from '../../stores/rootStore';
import { announceNoticesRead, markAllNoticesRead, withdrawNotice, type Notice, type NoticeQuery } from '../../api/notices';
import { Pagination } from '../data/Pagination';
import { useSubmit } from '../todo/useSubmit';
import type { NoticeBoardProps } from './props';
import { NoticeList } from './NoticeList';
import { NoticeReader } from './NoticeReader';
import { NoticeEditor } from './NoticeEditor';
import './notice.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'notice-board': NoticeBoardProps;
  }
}

const PAGE_SIZE = 15;

/** What is open over the board. */
type Opened =
  | { action: 'read'; noticeId: number }
  | { action: 'new' }
  | { action: 'edit'; notice: Notice }
  | { action: 'withdraw'; notice: Notice };

/**
 * The notice board: all or unread notices (the filter writes the list's query to the page state), mark all as
 * read, the reader, and for publishers the editor. After each change the source is read again and the top
 * bar's badge counts again.
 */
export const NoticeBoardWidget = observer(function NoticeBoardWidget({ props, runtime }: WidgetRenderProps<NoticeBoardProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [opened, setOpened] = useState<Opened | null>(null);
  const { list } = props;
  const rows = list?.rows ?? [];
  const query = (getPath(runtime.state, props.state) as NoticeQuery | undefined) ?? { pageNum: 1, pageSize: PAGE_SIZE };
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const refresh = () => void runtime.refresh(props.source ? [props.source] : undefined);
  const done = () => {
    setOpened(null);
    refresh();
    announceNoticesRead();
  };
  const readAll = useSubmit(done);
  const withdraw = useSubmit(done);

  return (
    <div className="portal-notice">
      <div className="portal-notice-toolbar">
        <SegmentedControl
          value={query.unread === 1 ? 'unread' : 'all'}
          intent="primary"
          aria-label={t('notice.filter')}
          options={[
            { value: 'all', label: t('notice.all') },
            { value: 'unread', label: t('notice.unread') },
          ]}
          onValueChange={(v) => runtime.setState(props.state, { pageNum: 1, pageSize, ...(v === 'unread' ? { unread: 1 } : {}) })}
        />
        <Button
          icon="tick"
          text={t('notice.markAllRead')}
          loading={readAll.busy}
          onClick={() => void readAll.submit(markAllNoticesRead)}
        />
        <span className="portal-notice-spacer" />
        {session.hasPermission('office:notice:publish') && (
          <Button
            icon="add"
            intent="primary"
            text={t('notice.newNotice')}
            onClick={() => setOpened({ action: 'new' })}
            data-testid="notice-new"
          />
        )}
      </div>
      {rows.length > 0 ? (
        <NoticeList rows={rows} onOpen={(n) => setOpened({ action: 'read', noticeId: n.noticeId })} />
      ) : (
        list && <NonIdealState icon="annotation" description={query.unread === 1 ? t('notice.noneUnread') : t('notice.none')} />
      )}
      <Pagination
        total={Number(list?.total ?? 0)}
        pageNum={query.pageNum ?? 1}
        pageSize={pageSize}
        onChange={(pageNum, size) => runtime.setState(props.state, { ...query, pageNum, pageSize: size })}
      />
      {opened?.action === 'read' && (
        <NoticeReader
          noticeId={opened.noticeId}
          onClose={() => setOpened(null)}
          onRead={() => {
            refresh();
            announceNoticesRead();
          }}
          onEdit={(notice) => setOpened({ action: 'edit', notice })}
          onWithdraw={(notice) => setOpened({ action: 'withdraw', notice })}
        />
      )}
      {opened?.action === 'new' && <NoticeEditor onClose={() => setOpened(null)} onDone={done} />}
      {opened?.action === 'edit' && <NoticeEditor notice={opened.notice} onClose={() => setOpened(null)} onDone={done} />}
      {opened?.action === 'withdraw' && (
        <Alert
          isOpen
          intent="danger"
          icon="trash"
          confirmButtonText={t('notice.withdraw')}
          cancelButtonText={t('notice.cancel')}
          loading={withdraw.busy}
          onCancel={() => setOpened(null)}
          onConfirm={() => void withdraw.submit(() => withdrawNotice(opened.notice.noticeId))}
        >
          {t('notice.withdrawConfirm', { title: opened.notice.title })}
        </Alert>
      )}
    </div>
  );
});

registerWidget('notice-board', NoticeBoardWidget);
