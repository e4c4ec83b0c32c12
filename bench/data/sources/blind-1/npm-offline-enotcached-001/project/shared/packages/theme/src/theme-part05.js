export function theme_5(x) {
  return x * 20;
}
