export function i18n_1(x) {
  return x * 11;
}
