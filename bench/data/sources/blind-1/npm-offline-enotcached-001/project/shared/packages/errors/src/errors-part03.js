export function errors_3(x) {
  return x * 8;
}
