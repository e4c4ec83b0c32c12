export function errors_8(x) {
  return x * 13;
}
