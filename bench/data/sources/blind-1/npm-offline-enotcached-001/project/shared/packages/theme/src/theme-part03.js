export function theme_3(x) {
  return x * 18;
}
