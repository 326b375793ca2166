import { Dialog, DialogBody, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { QuickNavItem } from './shellRules';

export interface QuickNavDialogProps {
  isOpen: boolean;
  items: QuickNavItem[];
  onClose(): void;
  onNavigate(path: string): void;
}

/** The 1100 px quick-navigation grid. */
export function QuickNavDialog({ isOpen, items, onClose, onNavigate }: QuickNavDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('shell.quickNav')}
      icon="grid-view"
      style={{ width: 1100, maxWidth: '96vw' }}
    >
      <DialogBody>
        <div className="portal-quicknav" data-testid="quick-nav">
          {items.map((item) => (
            <button
              type="button"
              key={item.path}
              className="portal-quicknav-tile"
              onClick={() => {
                onClose();
                onNavigate(item.path);
              }}
            >
              <Icon icon={item.icon as IconName} size={28} />
              <span>{t(item.key)}</span>
            </button>
          ))}
        </div>
      </DialogBody>
    </Dialog>
  );
}
