export function errors_13(x) {
  return x * 18;
}
