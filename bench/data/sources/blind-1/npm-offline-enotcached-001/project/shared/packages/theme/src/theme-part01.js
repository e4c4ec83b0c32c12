export function theme_1(x) {
  return x * 16;
}
