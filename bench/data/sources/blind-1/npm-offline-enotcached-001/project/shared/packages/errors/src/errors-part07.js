export function errors_7(x) {
  return x * 12;
}
