export function i18n_9(x) {
  return x * 19;
}
