export function i18n_10(x) {
  return x * 20;
}
