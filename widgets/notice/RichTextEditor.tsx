import { useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup, InputGroup, PopoverNext, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  id?: string;
  /** The HTML the editor starts with (a notice being changed); later changes come from the user only. */
  initial: string;
  onChange(html: string): void;
}

/** Toolbar commands of the browser's own editing (docs/notices.md says why no editor library). */
const COMMANDS: { icon: IconName; command: string; value?: string; key: string }[] = [
  { icon: 'bold', command: 'bold', key: 'bold' },
  { icon: 'italic', command: 'italic', key: 'italic' },
  { icon: 'underline', command: 'underline', key: 'underline' },
  { icon: 'header-two', command: 'formatBlock', value: 'h2', key: 'heading' },
  { icon: 'header-three', command: 'formatBlock', value: 'h3', key: 'subheading' },
  { icon: 'paragraph', command: 'formatBlock', value: 'p', key: 'paragraph' },
  { icon: 'properties', command: 'insertUnorderedList', key: 'bullets' },
  { icon: 'numbered-list', command: 'insertOrderedList', key: 'numbers' },
  { icon: 'unlink', command: 'unlink', key: 'unlink' },
  { icon: 'clean', command: 'removeFormat', key: 'clear' },
];

/** What a link may lead to; the server drops any other (shared/noticePolicy.ts). */
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * A rich-text field: a contenteditable area with a small toolbar (bold, italic, underline, headings, lists,
 * links). What it produces is only a draft: the server keeps what its whitelist allows.
 */
export function RichTextEditor({ id, initial, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [link, setLink] = useState('');
  const [linkOpen, setLinkOpen] = useState(false);

  useEffect(() => {
    if (area.current) area.current.innerHTML = initial;
    // Tags, not inline styles: the server keeps <b>, <i>, <u> and drops style attributes.
    document.execCommand('styleWithCSS', false, 'false');
    // Only the first value is the editor's; afterwards the area owns its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    changed();
  };
  const keepSelection = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
  };
  const insertLink = () => {
    const href = link.trim();
    if (!LINK.test(href)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (selection && selection.isCollapsed) document.execCommand('insertText', false, href);
    if (selection && !selection.isCollapsed) document.execCommand('createLink', false, href);
    else run('createLink', href);
    setLinkOpen(false);
    setLink('');
    changed();
  };

  return (
    <div className="portal-rte">
      <ButtonGroup className="portal-rte-toolbar" variant="minimal" aria-label={t('notice.editor.toolbar')}>
        {COMMANDS.map((c) => (
          <Button
            key={c.key}
            icon={c.icon}
            aria-label={t(`notice.editor.${c.key}`)}
            title={t(`notice.editor.${c.key}`)}
            // Keep the selection in the text: a toolbar click must not take the focus away.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command, c.value)}
          />
        ))}
        <PopoverNext
          isOpen={linkOpen}
          onInteraction={(open) => setLinkOpen(open)}
          placement="bottom"
          content={
            <div className="portal-rte-link">
              <InputGroup
                autoFocus
                value={link}
                placeholder={t('notice.editor.linkPlaceholder')}
                aria-label={t('notice.editor.linkAddress')}
                intent={link && !LINK.test(link.trim()) ? 'danger' : 'none'}
                onChange={(e) => setLink(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    insertLink();
                  }
                }}
              />
              <Button
                intent="primary"
                text={t('notice.editor.insertLink')}
                disabled={!LINK.test(link.trim())}
                onClick={insertLink}
              />
            </div>
          }
        >
          <Button
            icon="link"
            aria-label={t('notice.editor.link')}
            title={t('notice.editor.link')}
            onMouseDown={(e) => {
              e.preventDefault();
              keepSelection();
            }}
          />
        </PopoverNext>
      </ButtonGroup>
      <div
        id={id}
        ref={area}
        className="portal-rte-area bp6-running-text"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={t('notice.field.body')}
        onInput={changed}
        onBlur={changed}
        suppressContentEditableWarning
      />
    </div>
  );
}
