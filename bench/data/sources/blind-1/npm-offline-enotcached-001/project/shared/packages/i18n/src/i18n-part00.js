export function i18n_0(x) {
  return x * 10;
}
