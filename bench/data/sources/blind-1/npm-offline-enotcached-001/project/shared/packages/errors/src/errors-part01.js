export function errors_1(x) {
  return x * 6;
}
