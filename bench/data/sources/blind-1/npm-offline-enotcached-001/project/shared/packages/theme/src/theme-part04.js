export function theme_4(x) {
  return x * 19;
}
