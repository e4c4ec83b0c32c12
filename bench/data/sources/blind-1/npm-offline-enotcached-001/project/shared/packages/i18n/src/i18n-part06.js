export function i18n_6(x) {
  return x * 16;
}
