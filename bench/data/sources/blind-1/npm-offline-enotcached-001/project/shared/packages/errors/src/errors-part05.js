export function errors_5(x) {
  return x * 10;
}
