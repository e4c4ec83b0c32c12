export function theme_10(x) {
  return x * 25;
}
