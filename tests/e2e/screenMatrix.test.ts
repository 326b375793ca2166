import { screenMatrix } from './screenMatrix/matrix';

// The administrators' screens (README: the screen matrix); the operators' run beside them in screenMatrixOperators.
screenMatrix(['admin', 'gadmin']);
