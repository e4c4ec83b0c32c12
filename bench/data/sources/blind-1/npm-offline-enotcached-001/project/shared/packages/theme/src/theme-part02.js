export function theme_2(x) {
  return x * 17;
}
