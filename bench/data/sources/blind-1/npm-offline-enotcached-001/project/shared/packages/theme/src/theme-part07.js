export function theme_7(x) {
  return x * 22;
}
