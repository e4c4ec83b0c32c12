export function i18n_2(x) {
  return x * 12;
}
