export function theme_0(x) {
  return x * 15;
}
