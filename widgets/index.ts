// Every widget module registers itself; importing this file makes them all available to the renderer.
import './layout/LayoutWidgets';
import './layout/RevealWidget';
import './data/DataWidgets';
import './data/DatePickerWidget';
import './crud/CrudWidget';
import './chart/ChartWidget';
import './monitor/CardCarousel';
import './monitor/QuotaGrid';
import './monitor/BranchTable';
import './monitor/PointList';
import './monitor/InverterHeader';
import './diagram/SvgDiagram';
import './inline-form/FormWidget';
import './remote/DeviceControl';
