// Every widget module registers itself; importing this file makes them all available to the renderer.
import './layout/LayoutWidgets';
import './data/DataWidgets';
import './crud/CrudWidget';
