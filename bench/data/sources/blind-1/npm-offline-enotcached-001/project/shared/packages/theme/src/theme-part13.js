export function theme_13(x) {
  return x * 28;
}
