// Every widget module registers itself; importing this file makes them all available to the renderer.
import './layout/LayoutWidgets';
import './data/DataWidgets';
import './crud/CrudWidget';
import './chart/ChartWidget';
import './monitor/CardCarousel';
import './monitor/QuotaGrid';
import './monitor/BranchTable';
import './monitor/PointList';
import './diagram/SvgDiagram';
import './inline-form/FormWidget';
