export function i18n_3(x) {
  return x * 13;
}
