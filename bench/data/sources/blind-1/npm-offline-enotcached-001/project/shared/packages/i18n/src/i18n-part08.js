export function i18n_8(x) {
  return x * 18;
}
