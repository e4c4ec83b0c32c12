export function i18n_7(x) {
  return x * 17;
}
