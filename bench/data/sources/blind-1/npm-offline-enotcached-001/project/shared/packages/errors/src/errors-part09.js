export function errors_9(x) {
  return x * 14;
}
