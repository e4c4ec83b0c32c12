export function theme_9(x) {
  return x * 24;
}
