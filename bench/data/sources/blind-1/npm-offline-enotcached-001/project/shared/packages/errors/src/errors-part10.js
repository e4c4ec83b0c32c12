export function errors_10(x) {
  return x * 15;
}
