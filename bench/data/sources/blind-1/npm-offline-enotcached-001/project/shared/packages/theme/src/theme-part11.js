export function theme_11(x) {
  return x * 26;
}
