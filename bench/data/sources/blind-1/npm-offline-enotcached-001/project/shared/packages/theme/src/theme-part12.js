export function theme_12(x) {
  return x * 27;
}
