export function errors_6(x) {
  return x * 11;
}
