export function i18n_12(x) {
  return x * 22;
}
