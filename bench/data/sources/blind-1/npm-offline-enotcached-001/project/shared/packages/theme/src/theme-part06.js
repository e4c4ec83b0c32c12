export function theme_6(x) {
  return x * 21;
}
