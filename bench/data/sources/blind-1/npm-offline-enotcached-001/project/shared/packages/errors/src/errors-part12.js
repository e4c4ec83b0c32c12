export function errors_12(x) {
  return x * 17;
}
