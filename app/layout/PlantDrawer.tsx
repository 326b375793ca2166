import { lazy, Suspense } from 'react';
import { Drawer, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

// The engine and the widgets load with the first page or the first opening of the drawer, not with the shell.
const SchemaPage = lazy(() => import('../pages/SchemaPage'));

export interface PlantDrawerProps {
  isOpen: boolean;
  onClose(): void;
}

/**
 * The 380 px "select plant" drawer: the plant navigator on a page of its own (schemas/pages/plant-drawer.json),
 * so every call it makes is a source in JSON. Choosing a station closes the drawer (useSelectStation).
 */
export const PlantDrawer = observer(function PlantDrawer(props: PlantDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer isOpen={props.isOpen} onClose={props.onClose} size={380} position="left" title={t('shell.selectPlant')} icon="office">
      {props.isOpen && (
        <Suspense fallback={<Spinner aria-busy className="portal-page-spinner" />}>
          <SchemaPage id="plant-drawer" />
        </Suspense>
      )}
    </Drawer>
  );
});
