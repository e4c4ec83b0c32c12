export function i18n_5(x) {
  return x * 15;
}
