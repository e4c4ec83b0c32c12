export function errors_4(x) {
  return x * 9;
}
