export function errors_2(x) {
  return x * 7;
}
