export function errors_11(x) {
  return x * 16;
}
