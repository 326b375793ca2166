import { screenMatrix } from './screenMatrix/matrix';

// The administrator's and the partner's screens (README: the screen matrix); the others run beside them in
// screenMatrixOperators.test.ts, the two files about as long.
screenMatrix(['admin', 'partner']);
