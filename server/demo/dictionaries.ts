/** Dictionary rows; labels are i18n keys answered in the caller's language. */
export const DICTIONARIES = [
  ...['PV', 'WP', 'ES', 'PVES'].map((v, i) => ({
    dict_type: 'ps_type',
    dict_value: v,
    label_key: `dict.ps_type.${v}`,
    dict_sort: i,
    list_class: null,
  })),
  ...['1', '2', '3', '4'].map((v, i) => ({
    dict_type: 'pv_type',
    dict_value: v,
    label_key: `dict.pv_type.${v}`,
    dict_sort: i,
    list_class: null,
  })),
  { dict_type: 'ps_state', dict_value: '1', label_key: 'dict.ps_state.1', dict_sort: 0, list_class: 'success' },
  { dict_type: 'ps_state', dict_value: '0', label_key: 'dict.ps_state.0', dict_sort: 1, list_class: 'danger' },
  { dict_type: 'ps_state', dict_value: '5', label_key: 'dict.ps_state.5', dict_sort: 2, list_class: 'warning' },
];
