export function errors_0(x) {
  return x * 5;
}
