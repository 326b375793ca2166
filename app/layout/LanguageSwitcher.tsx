import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { languages } from '../../locales';
import { storedLanguage, switchLanguage } from '../../api/language';

/** The six interface languages, each named in itself; choosing one stores it and reloads. */
export function LanguageSwitcher({ minimal = true }: { minimal?: boolean }) {
  const { t } = useTranslation();
  const current = storedLanguage();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          {languages.map((lng) => (
            <MenuItem key={lng} text={t(`language.${lng}`)} active={lng === current} onClick={() => switchLanguage(lng)} />
          ))}
        </Menu>
      }
    >
      <Button
        variant={minimal ? 'minimal' : 'solid'}
        icon="translate"
        endIcon="caret-down"
        text={t(`language.${current}`)}
        aria-label={t('shell.language')}
      />
    </PopoverNext>
  );
}
