export function i18n_4(x) {
  return x * 14;
}
