export function i18n_11(x) {
  return x * 21;
}
